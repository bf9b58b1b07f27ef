import { describe, expect, it } from 'vitest';
import { MockDb, type Asset, type SessionStore } from '../../../mocks/db';

/** A store with a quota, like sessionStorage's ~5 MB. */
function limitedStore(limit: number): SessionStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    load: (k) => map.get(k) ?? null,
    save: (k, v) => {
      if (v.length > limit) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      map.set(k, v);
    },
    remove: (k) => void map.delete(k),
  };
}

const asset = (id: string, bytes: number): Asset => ({
  id, path: `uploads/default/${id}.png`, owner: 'user', owner_id: 'user-0001', content_type: 'image/png',
  base64: 'A'.repeat(bytes), deleted: false, attributes: {},
});

describe('mock database persistence', () => {
  it('a new page in the same tab sees the edits of the last one', async () => {
    const store = limitedStore(5_000_000);
    const first = new MockDb('default', store);
    first.issues.update('issue-web-0001', { name: 'Renamed in tab' });
    await Promise.resolve();
    const second = new MockDb('default', store);
    expect(second.issues.get('issue-web-0001')?.name).toBe('Renamed in tab');
  });

  it('a full store keeps every other edit and leaves only the large file out', async () => {
    const store = limitedStore(1_000_000);
    const db = new MockDb('default', store);
    db.issues.update('issue-web-0001', { name: 'Kept' });
    db.assets.insert(asset('small', 1_000));
    db.assets.insert(asset('huge', 2_000_000));
    await Promise.resolve();
    const reloaded = new MockDb('default', store);
    expect(reloaded.issues.get('issue-web-0001')?.name).toBe('Kept');
    expect(reloaded.assets.get('small')).toBeDefined();
    expect(reloaded.assets.get('huge')).toBeUndefined();
  });
});
