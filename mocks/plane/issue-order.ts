import type { Issue } from '../../src/domain/entities';

/** Plane's default for most issue lists: newest first, the higher key first on a tie. */
export const newestFirst = (a: Issue, b: Issue) => b.created_at.localeCompare(a.created_at) || b.sequence_id - a.sequence_id;

const FIELDS = {
  created_at: (a: Issue, b: Issue) => a.created_at.localeCompare(b.created_at),
  sequence_id: (a: Issue, b: Issue) => a.sequence_id - b.sequence_id,
};
type OrderParam = `${'' | '-'}${keyof typeof FIELDS}`;

function parse(param: string) {
  const descending = param.startsWith('-');
  const field = descending ? param.slice(1) : param;
  return field in FIELDS ? { field: field as keyof typeof FIELDS, descending } : null;
}

/**
 * An issue list's `order_by` (utils/order_queryset.py:12-56 at 4ca6d6c7): a field, `-` for
 * descending, and each view's own default (`-created_at` for a project's and a cycle's issues,
 * `created_at` for a module's). The fields a client of the spec asks for are kept; any other is the
 * view's default here, where real Plane would order by it.
 */
export function issueOrder(url: URL, fallback: OrderParam): (a: Issue, b: Issue) => number {
  const { field, descending } = parse(url.searchParams.get('order_by') ?? fallback) ?? parse(fallback)!;
  const sign = descending ? -1 : 1;
  return (a, b) => sign * (FIELDS[field](a, b) || FIELDS.sequence_id(a, b));
}
