import type { Mark } from '@milkdown/kit/prose/model';

/**
 * The order a text node's marks are written in: marks still open from the previous node first, so
 * they keep wrapping, then by schema priority. Both markdown writers use it, so they nest alike.
 * `keep` leaves some marks out (the fast writer writes inline code itself).
 */
export function orderMarks(marks: readonly Mark[], open: readonly Mark[], keep?: (mark: Mark) => boolean): Mark[] {
  const rest = (keep ? marks.filter(keep) : [...marks]).sort((a, b) => (a.type.spec.priority ?? 50) - (b.type.spec.priority ?? 50));
  const continuing: Mark[] = [];
  for (const mark of open) {
    const index = rest.findIndex((m) => m.eq(mark));
    if (index >= 0) continuing.push(...rest.splice(index, 1));
  }
  return continuing.concat(rest);
}
