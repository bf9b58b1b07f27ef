import type { Fragment, Mark } from '@milkdown/kit/prose/model';

/**
 * The order a text node's marks are written in: marks still open from the previous node first, so
 * they keep wrapping; then the marks that open here, the one that runs furthest outermost (in
 * `***foo** bar*` the emphasis runs past the strong, so it wraps it), equal runs by schema
 * priority (link, then emphasis, then the rest: `***foo***` is read as emphasis around strong).
 * Both markdown writers use it, so they nest alike. `keep` leaves some marks out (the fast writer
 * writes inline code itself).
 */
export function orderMarks(
  marks: readonly Mark[],
  open: readonly Mark[],
  keep?: (mark: Mark) => boolean,
  /** The node's siblings and its index among them: how far each mark runs. */
  at?: { parent: Fragment; index: number },
): Mark[] {
  const rest = keep ? marks.filter(keep) : [...marks];
  const continuing: Mark[] = [];
  for (const mark of open) {
    const index = rest.findIndex((m) => m.eq(mark));
    if (index >= 0) continuing.push(...rest.splice(index, 1));
  }
  const priority = (mark: Mark) => mark.type.spec.priority ?? 50;
  if (rest.length < 2 || !at) return continuing.concat(rest.sort((a, b) => priority(a) - priority(b)));
  const runs = new Map(rest.map((mark) => [mark, runLength(mark, at.parent, at.index)]));
  return continuing.concat(rest.sort((a, b) => runs.get(b)! - runs.get(a)! || priority(a) - priority(b)));
}

/**
 * How many siblings in a row, from `index` on, carry the mark, spaces at the run's end not counted:
 * both writers move them out of the mark, so `<u>_a_ </u>` is written `<u>*a*</u> ` and read back
 * as two marks of one length. Counting them would nest the marks one way before and the other after.
 */
function runLength(mark: Mark, parent: Fragment, index: number): number {
  let end = index;
  while (end < parent.childCount && mark.isInSet(parent.child(end).marks)) end += 1;
  while (end > index + 1 && /^\s*$/.test(parent.child(end - 1).text ?? '-')) end -= 1;
  return end - index;
}
