import { describe, expect, it } from 'vitest';
import { ok, fail } from '../../result';
import { everyPage, toPaginated, type PlanePage } from './pagination';

const page = <T>(results: T[], next: boolean, cursor: string): PlanePage<T> => ({ results, total_count: 5, next_cursor: cursor, next_page_results: next });

describe('Plane’s envelope as the spec’s page', () => {
  it.each<[string, PlanePage<number>, string | null]>([
    ['more to come: Plane’s cursor, unchanged', page([1, 2], true, '2:1:0'), '2:1:0'],
    ['the end: Plane still sends a cursor, the spec says null', page([5], false, '2:3:0'), null],
  ])('%s', (_what, envelope, cursor) => {
    expect(toPaginated(envelope)).toEqual({ results: envelope.results, total_count: 5, next_cursor: cursor });
  });

  it('maps each row', () => {
    expect(toPaginated(page([1, 2], false, 'x'), (n) => n * 10).results).toEqual([10, 20]);
  });
});

describe('every row of a list', () => {
  it('follows next_cursor until next_page_results is false', async () => {
    const cursors: string[] = [];
    const pages = [page([1, 2], true, '1000:1:0'), page([3], false, '1000:2:0')];
    const rows = await everyPage(async (cursor) => {
      cursors.push(cursor);
      return ok(pages[cursors.length - 1]);
    });
    expect(rows).toEqual(ok([1, 2, 3]));
    expect(cursors).toEqual(['1000:0:0', '1000:1:0']);
  });

  it('a failed page is the answer', async () => {
    const failure = fail({ kind: 'http' as const, status: 500, message: 'x' });
    expect(await everyPage(async (cursor) => (cursor === '1000:0:0' ? ok(page([1], true, '1000:1:0')) : failure))).toEqual(failure);
  });
});
