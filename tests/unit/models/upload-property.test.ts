import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fork, scopeBind, type Effect, type EventCallable, type Scope } from 'effector';
import { createImageUploadModel } from '../../../src/models/image-upload';
import { createCoverPickerModel } from '../../../src/models/cover-picker';
import { showToastFx } from '../../../src/models/toasts';
import type { DroppedFiles, UploadParams } from '../../../src/models/upload-slot';
import { checkAsyncProperty, FUZZ_RUNS, fuzzTimeout } from '../../fuzz';
import { createInRegion } from '../../../src/models/kit';

/**
 * The upload dialog and the cover picker's Upload tab under random event sequences: choose a file,
 * submit, progress reports (also late ones), close and reopen (the dialogs' cancel), the upload and
 * the save each succeeding or failing at any moment, in any order. Whatever happened, once every
 * upload and save has settled no flag is left on: not uploading, not busy, not saving, no progress
 * bar; a progress bar never shows without an upload running; and closing stops a running upload.
 */

/** A controllable stand-in for an effect's handler: each call waits until the test settles it. */
function deferredHandler<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  const handler = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { handler, pending };
}

/**
 * The upload's stand-in ends as the real call does when its signal aborts (src/api/http.ts
 * settles at once on a caller's abort, whatever the connection does): an `aborted` failure.
 */
function deferredUpload() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const handler = ({ signal }: UploadParams) =>
    new Promise<string>((resolve, reject) => {
      const entry = { resolve, reject };
      pending.push(entry);
      signal?.addEventListener('abort', () => {
        pending.splice(pending.indexOf(entry), 1);
        reject({ kind: 'aborted', message: 'The request was cancelled.' });
      }, { once: true });
    });
  return { handler, pending };
}

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

type Op =
  | { kind: 'choose' } | { kind: 'submit' } | { kind: 'progress'; fraction: number } | { kind: 'close' } | { kind: 'open' }
  | { kind: 'upload'; ok: boolean } | { kind: 'save'; ok: boolean } | { kind: 'pick' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'choose' as const }),
  { weight: 2, arbitrary: fc.constant({ kind: 'submit' as const }) },
  fc.record({ kind: fc.constant('progress' as const), fraction: fc.double({ min: -0.5, max: 1.5, noNaN: true }) }),
  fc.constant({ kind: 'close' as const }),
  fc.constant({ kind: 'open' as const }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('upload' as const), ok: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('save' as const), ok: fc.boolean() }) },
  fc.constant({ kind: 'pick' as const }),
);

interface Harness {
  scope: Scope;
  /** The case's model goes with it: 3,334 cases of models linked to the app's shared units filled a 4 GB heap. */
  dispose: () => void;
  uploads: ReturnType<typeof deferredUpload>['pending'];
  saves: ReturnType<typeof deferredHandler<string | null>>['pending'];
  call: (op: Op) => void;
  flags: () => Record<string, unknown>;
}

let file = 0;
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, file++ % 256])], `p${file}.png`, { type: 'image/png' });

interface DialogEvents {
  choose: EventCallable<DroppedFiles>;
  submit: EventCallable<void>;
  progress: EventCallable<number>;
  close: EventCallable<void>;
  open: EventCallable<void>;
  /** The cover picker's grid; the upload dialog has none, and ignores the op. */
  pick?: EventCallable<string>;
}

/** How an op plays on a dialog's events in its scope. */
function player(scope: Scope, events: DialogEvents): Harness['call'] {
  const fire = <T>(event: EventCallable<T>, payload: T) => scopeBind(event, { scope })(payload);
  return (o) => {
    if (o.kind === 'choose') fire(events.choose, { accepted: [png()], rejectionCodes: [] });
    else if (o.kind === 'submit') fire(events.submit, undefined);
    else if (o.kind === 'progress') fire(events.progress, o.fraction);
    else if (o.kind === 'close') fire(events.close, undefined);
    else if (o.kind === 'open') fire(events.open, undefined);
    else if (o.kind === 'pick' && events.pick) fire(events.pick, 'https://images.example.com/cover.jpg');
  };
}

function uploadDialog(): Harness {
  const { model, release: dispose } = createInRegion(() => createImageUploadModel({ kind: 'avatar' }));
  const upload = deferredUpload();
  const save = deferredHandler<string | null>();
  const scope = fork({
    handlers: [
      [model.slot.uploadFx, upload.handler] as [Effect<UploadParams, string>, typeof upload.handler],
      [model.saveFx, save.handler] as unknown as [Effect<unknown, unknown>, () => Promise<unknown>],
      [model.deleteFileFx, async () => undefined] as unknown as [Effect<unknown, unknown>, () => Promise<unknown>],
      [showToastFx, () => undefined] as unknown as [Effect<unknown, unknown>, () => void],
    ],
  });
  return {
    scope,
    dispose,
    uploads: upload.pending,
    saves: save.pending,
    call: player(scope, { choose: model.slot.filesDropped, submit: model.submitted, progress: model.slot.progressed, close: model.closed, open: model.opened }),
    flags: () => ({
      uploading: scope.getState(model.slot.$uploading),
      busy: scope.getState(model.$busy),
      progress: scope.getState(model.slot.$progress),
      removing: scope.getState(model.$removing),
    }),
  };
}

function coverPicker(): Harness {
  const { model, release: dispose } = createInRegion(() => createCoverPickerModel({ workspaceSlug: 'acme', projectId: 'project-0001' }));
  const upload = deferredUpload();
  const save = deferredHandler<string>();
  const scope = fork({
    handlers: [
      [model.slot.uploadFx, upload.handler] as [Effect<UploadParams, string>, typeof upload.handler],
      [model.saveFx, save.handler] as unknown as [Effect<unknown, unknown>, () => Promise<unknown>],
      [model.deleteOldFx, async () => undefined] as unknown as [Effect<unknown, unknown>, () => Promise<unknown>],
      [model.unsplashFx, async () => []] as unknown as [Effect<unknown, unknown>, () => Promise<unknown>],
      [model.coversFx, async () => []] as unknown as [Effect<unknown, unknown>, () => Promise<unknown>],
      [model.slot.configFx, async () => 5_242_880] as unknown as [Effect<unknown, unknown>, () => Promise<unknown>],
      [showToastFx, () => undefined] as unknown as [Effect<unknown, unknown>, () => void],
    ],
  });
  return {
    scope,
    dispose,
    uploads: upload.pending,
    saves: save.pending as Harness['saves'],
    call: player(scope, {
      choose: model.slot.filesDropped, submit: model.uploadSubmitted, progress: model.slot.progressed, close: model.closed, open: model.opened,
      pick: model.imageChosen,
    }),
    flags: () => ({
      uploading: scope.getState(model.slot.$uploading),
      busy: scope.getState(model.$busy),
      saving: scope.getState(model.$saving),
      progress: scope.getState(model.slot.$progress),
    }),
  };
}

const SETTLED = { uploading: false, busy: false, progress: null };

async function run(make: () => Harness, ops: Op[], finalOutcomes: boolean[]) {
  const h = make();
  try {
    await play(h, ops, finalOutcomes);
  } finally {
    h.dispose();
  }
}

async function play(h: Harness, ops: Op[], finalOutcomes: boolean[]) {
  const settleOne = (list: Harness['uploads'] | Harness['saves'], ok: boolean) => {
    const next = list.shift();
    if (ok) next?.resolve('/uploads/default/new.png');
    else next?.reject(new Error('The asset could not be stored.'));
  };
  for (const o of ops) {
    if (o.kind === 'upload') settleOne(h.uploads, o.ok);
    else if (o.kind === 'save') settleOne(h.saves, o.ok);
    else h.call(o);
    await flush();
    const flags = h.flags();
    // A progress bar only while an upload runs.
    if (flags.progress !== null) expect(flags.uploading, JSON.stringify(flags)).toBe(true);
    // Closing (Cancel, Escape) stops a running upload at once: nothing keeps running behind it.
    if (o.kind === 'close') expect(flags.uploading, JSON.stringify(flags)).toBe(false);
  }
  // Settle whatever is still running (an upload's success starts a save), with random outcomes.
  let i = 0;
  while (h.uploads.length || h.saves.length) {
    if (h.uploads.length) settleOne(h.uploads, finalOutcomes[i++ % finalOutcomes.length]);
    else settleOne(h.saves, finalOutcomes[i++ % finalOutcomes.length]);
    await flush();
  }
  expect(h.flags()).toMatchObject({ ...SETTLED, ...('removing' in h.flags() ? { removing: false } : {}), ...('saving' in h.flags() ? { saving: false } : {}) });
}

/** Each case runs dozens of effector events with real timers between them: a third of the budget. */
const RUNS = Math.max(50, Math.round(FUZZ_RUNS / 3));
const sequences = fc.tuple(fc.array(op, { minLength: 1, maxLength: 24 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }));

describe('property: a cancelled or failed upload leaves no flag on', () => {
  it('the image upload dialog', { timeout: fuzzTimeout(40) }, async () => {
    await checkAsyncProperty('upload dialog: no stuck flag', fc.asyncProperty(sequences, ([ops, outcomes]) => run(uploadDialog, ops, outcomes)), { numRuns: RUNS });
  });
  it('the cover picker', { timeout: fuzzTimeout(40) }, async () => {
    await checkAsyncProperty('cover picker: no stuck flag', fc.asyncProperty(sequences, ([ops, outcomes]) => run(coverPicker, ops, outcomes)), { numRuns: RUNS });
  });
});
