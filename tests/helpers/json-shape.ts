/**
 * The structure of a JSON document, learnt from examples (a fixture), and a check of another
 * document against it: the same keys in every object, and values of the kinds the examples show.
 * Strings are told apart by format (a UUID, a UTC or an offset datetime, a date), so a seed id
 * where Plane has a UUID, or a `Z` where Plane renders the caller's offset, is a mismatch.
 */
export type Kind = 'null' | 'boolean' | 'number' | 'array' | 'object' | 'uuid' | 'datetime-utc' | 'datetime-offset' | 'date' | 'string';

export interface Shape {
  kinds: Set<Kind>;
  keys?: Map<string, Shape>;
  items?: Shape;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') {
    if (UUID.test(value)) return 'uuid';
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value)) return 'datetime-utc';
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/.test(value)) return 'datetime-offset';
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
    return 'string';
  }
  return typeof value as 'boolean' | 'number' | 'object';
}

/** Merges one more example into a shape (every element of an array is an example of its items). */
export function learn(value: unknown, into: Shape = { kinds: new Set() }): Shape {
  const kind = kindOf(value);
  into.kinds.add(kind);
  if (kind === 'object') {
    into.keys ??= new Map();
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) into.keys.set(key, learn(inner, into.keys.get(key)));
  }
  if (kind === 'array') {
    for (const item of value as unknown[]) into.items = learn(item, into.items);
  }
  return into;
}

export interface ShapeRules {
  /** Keys whose contents are free JSON (a stored theme, attributes): only their kind is checked. */
  free?: ReadonlySet<string>;
  /** Keys that are maps with data for keys (a burn-down by day): their values are checked, not their keys. */
  maps?: ReadonlySet<string>;
  /** Kinds a key may also have though the fixture happens not to show them (a nullable column, with its reason where the rules are declared). */
  alsoAllowed?: Readonly<Record<string, readonly Kind[]>>;
}

/** Every place where `actual` leaves the shape, as `path: what`. */
export function mismatches(actual: unknown, shape: Shape, rules: ShapeRules = {}, path = '$', key = ''): string[] {
  const kind = kindOf(actual);
  const allowed = new Set<Kind>([...shape.kinds, ...(rules.alsoAllowed?.[key] ?? [])]);
  if (!allowed.has(kind)) return [`${path}: ${kind} where the fixture has ${[...shape.kinds].join(' | ')}`];
  if (rules.free?.has(key)) return [];
  const out: string[] = [];
  if (kind === 'object' && shape.keys) {
    const entries = Object.entries(actual as Record<string, unknown>);
    if (rules.maps?.has(key)) {
      const values = [...shape.keys.values()].reduce<Shape | undefined>((merged, s) => mergeShapes(merged, s), undefined);
      if (values) for (const [k, v] of entries) out.push(...mismatches(v, values, rules, `${path}.${k}`, ''));
      return out;
    }
    const expected = [...shape.keys.keys()];
    const missing = expected.filter((k) => !(k in (actual as object)));
    const extra = entries.map(([k]) => k).filter((k) => !shape.keys!.has(k));
    if (missing.length) out.push(`${path}: missing ${missing.join(', ')}`);
    if (extra.length) out.push(`${path}: extra ${extra.join(', ')}`);
    for (const [k, v] of entries) {
      const inner = shape.keys.get(k);
      if (inner) out.push(...mismatches(v, inner, rules, `${path}.${k}`, k));
    }
  }
  if (kind === 'array' && shape.items) {
    (actual as unknown[]).forEach((item, i) => out.push(...mismatches(item, shape.items!, rules, `${path}[${i}]`, key)));
  }
  return out;
}

function mergeShapes(a: Shape | undefined, b: Shape): Shape {
  if (!a) return b;
  const merged: Shape = { kinds: new Set([...a.kinds, ...b.kinds]) };
  if (a.keys || b.keys) {
    merged.keys = new Map(a.keys);
    for (const [k, s] of b.keys ?? []) merged.keys.set(k, mergeShapes(merged.keys.get(k), s));
  }
  if (a.items || b.items) merged.items = b.items ? mergeShapes(a.items, b.items) : a.items;
  return merged;
}
