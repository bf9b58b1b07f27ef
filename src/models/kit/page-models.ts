import { createShared } from './region';

/**
 * Models a pre-rendered page loaded before its islands mounted (src/models/first-content.ts), kept
 * by factory and arguments: an island that would create one takes the kept instance instead, its
 * data already there, so the island's first render is the page's first content, with nothing to
 * wait for. Nothing is kept unless a page's first content was loaded, so everywhere else an
 * island creates its own model, as before.
 */
const kept = new Map<(args: never) => unknown, Map<string, unknown>>();

/** The same key for the same arguments, whatever order their fields were written in. */
function keyOf(args: unknown): string {
  if (args === null || typeof args !== 'object') return JSON.stringify(args) ?? 'undefined';
  if (Array.isArray(args)) return `[${args.map(keyOf).join(',')}]`;
  return `{${Object.keys(args).sort().map((k) => `${JSON.stringify(k)}:${keyOf((args as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** For an island: the kept model of `create(args)` if the page's first content loaded one, else a new one. */
export function pageModel<A, M>(create: (args: A) => M, args: A): M {
  const model = kept.get(create as (args: never) => unknown)?.get(keyOf(args));
  return model === undefined ? create(args) : (model as M);
}

/** For the first-content loader: the model `create(args)` kept for the page's islands (the same one if asked twice). */
export function keepPageModel<A, M>(create: (args: A) => M, args: A): M {
  const key = keyOf(args);
  let byArgs = kept.get(create as (args: never) => unknown);
  if (!byArgs) {
    byArgs = new Map();
    kept.set(create as (args: never) => unknown, byArgs);
  }
  if (!byArgs.has(key)) byArgs.set(key, createShared(() => create(args)));
  return byArgs.get(key) as M;
}
