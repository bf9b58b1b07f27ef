import { describe, expect, it } from 'vitest';
import { ok } from '../../result';
import { groupedPage, historyPage } from './activities';
import type { PlaneActivity } from './shapes';

const row = (id: string, field: string | null, created_at: string): PlaneActivity => ({
  id, field, verb: 'updated', created_at,
  actor_detail: { id: 'u1', display_name: 'mara', first_name: 'Mara', is_bot: false, avatar: '', avatar_url: '/api/assets/v2/static/a/' },
});
// Oldest first, as Plane answers; one in another zone to show dates are compared as moments.
const history = [row('a', null, '2026-05-11T11:00:00+02:00'), row('b', 'state', '2026-05-12T09:00:00+02:00'), row('c', 'labels', '2026-05-12T08:30:00Z')];

describe('an issue’s history cut into pages here', () => {
  it.each<[string, string, string | null, number, string[], string | null]>([
    ['newest first', 'all', null, 2, ['c', 'b'], '2'],
    ['the next page from the offset', 'all', '2', 2, ['a'], null],
    ['a group', 'properties', null, 5, ['c', 'b'], null],
    ['a cursor that is not an offset starts over', 'all', '3:1:0', 1, ['c'], '1'],
  ])('%s', (_what, group, cursor, perPage, ids, next) => {
    const page = historyPage(history, group as never, cursor, perPage);
    expect(page.results.map((a) => a.id)).toEqual(ids);
    expect(page.next_cursor).toBe(next);
  });

  it('the picture is avatar_url', () => {
    expect(historyPage(history, 'all', null, 1).results[0].actor_detail.avatar).toBe('/api/assets/v2/static/a/');
  });
});

describe('a person’s feed in a group Plane does not filter by', () => {
  it('reads on past pages with none of its rows, and hands Plane’s cursor back', async () => {
    const pages = [
      { results: [row('x', 'name', '2026-05-18T00:00:00Z')], total_count: 3, next_cursor: '1:1:0', next_page_results: true },
      { results: [row('y', 'state', '2026-05-17T00:00:00Z')], total_count: 3, next_cursor: '1:2:0', next_page_results: true },
    ];
    const asked: Array<string | null> = [];
    const page = await groupedPage(async (cursor) => {
      asked.push(cursor);
      return ok(pages[asked.length - 1]);
    }, 'properties', null);
    expect(asked).toEqual([null, '1:1:0']);
    expect(page).toEqual(ok(expect.objectContaining({ next_cursor: '1:2:0', results: [expect.objectContaining({ id: 'y' })] })));
  });
});
