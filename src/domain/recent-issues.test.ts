import { describe, expect, it } from 'vitest';
import { recentlyUpdated } from './recent-issues';

const at = (id: string, updated_at: string) => ({ id, updated_at });

describe('recentlyUpdated', () => {
  it.each<[string, ReturnType<typeof at>[], string[]]>([
    ['nothing', [], []],
    ['newest first', [at('a', '2026-01-01T00:00:00Z'), at('b', '2026-03-01T00:00:00Z'), at('c', '2026-02-01T00:00:00Z')], ['b', 'c', 'a']],
    ['equal times keep the server order', [at('a', '2026-01-01T00:00:00Z'), at('b', '2026-01-01T00:00:00Z')], ['a', 'b']],
    ['offsets are compared as instants', [at('a', '2026-01-01T10:00:00+02:00'), at('b', '2026-01-01T09:00:00Z')], ['b', 'a']],
    ['an unreadable time sorts last', [at('a', 'yesterday'), at('b', '2026-01-01T00:00:00Z')], ['b', 'a']],
  ])('%s', (_name, issues, ids) => {
    expect(recentlyUpdated(issues).map((i) => i.id)).toEqual(ids);
  });

  it('leaves its input as it was', () => {
    const issues = [at('a', '2026-01-01T00:00:00Z'), at('b', '2026-03-01T00:00:00Z')];
    recentlyUpdated(issues);
    expect(issues.map((i) => i.id)).toEqual(['a', 'b']);
  });
});
