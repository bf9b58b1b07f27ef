/** Small response-shape guards: a malformed body is an error result, not a crash three components later. */

export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isAny = (_value: unknown): _value is unknown => true;
export const isNothing = (_value: unknown): _value is null => true;

export function arrayOf<T>(item: Guard<T>): Guard<T[]> {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(item);
}

/** An object whose listed keys pass their guards; other keys are allowed. */
export function shape<T>(fields: { [K in keyof T]: Guard<T[K]> }): Guard<T> {
  return (value: unknown): value is T =>
    isRecord(value) && Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));
}

/** Present, and either null or valid. A missing field is a malformed response, not a null. */
export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value: unknown): value is T | null => value === null || guard(value);
}

export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value: unknown): value is T | undefined => value === undefined || guard(value);
}
