import { describe, expect, it } from 'vitest';
import { bundledCoverUrls, unsplashResults } from './media';
import { apiTokenFromPlane, apiTokenToPlane, exportFromPlane } from './settings';
import { dateOf } from './cycles-modules';
import type { PlaneExport } from './shapes';

describe('Unsplash in Plane’s three shapes', () => {
  it.each<[string, unknown, object | null]>([
    ['a search', { total: 1, total_pages: 1, results: [{ id: 'a' }] }, { results: [{ id: 'a' }] }],
    ['no query: a bare array', [{ id: 'b' }], { results: [{ id: 'b' }] }],
    ['no key: []', [], { results: [] }],
    ['anything else', { errors: ['x'] }, null],
  ])('%s', (_what, answer, expected) => {
    expect(unsplashResults(answer)).toEqual(expected);
  });

  it('covers are the site’s own, under its base path, on the page’s origin when it has one', () => {
    expect(bundledCoverUrls('/plane/')[0]).toBe('/plane/covers/aurora.jpg');
    expect(bundledCoverUrls('/plane')[0]).toBe('/plane/covers/aurora.jpg');
    expect(bundledCoverUrls('/', 'https://tracker.example.com')[0]).toBe('https://tracker.example.com/covers/aurora.jpg');
  });
});

describe('Plane’s export history as the spec’s exports', () => {
  const row: PlaneExport = { id: 'e1', created_at: '2026-05-18T16:29:57+02:00', project: ['p1'], provider: 'csv', status: 'completed', url: 'https://s.test/uploads/w/export-nw-8c41d2-2026-05-18.zip?X-Amz-Signature=1', initiated_by: 'u1' };
  it.each<[string, PlaneExport, object | null]>([
    ['completed: downloadable, named from its URL, rows unknown', row, { format: 'csv', project_ids: ['p1'], rows: null, file_name: 'export-nw-8c41d2-2026-05-18.zip', created_by: 'u1' }],
    ['every project', { ...row, project: [] }, { project_ids: null }],
    ['still processing: not listed', { ...row, status: 'processing', url: null }, null],
    ['another provider: not listed', { ...row, provider: 'pdf' }, null],
  ])('%s', (_what, input, expected) => {
    const mapped = exportFromPlane(input);
    if (expected === null) return expect(mapped).toBeNull();
    expect(mapped).toMatchObject(expected);
  });
});

describe('API tokens', () => {
  const now = new Date('2026-05-19T08:25:00Z');
  it.each<[string, string | null]>([
    ['7', '2026-05-26T08:25:00.000Z'],
    ['30', '2026-06-18T08:25:00.000Z'],
    ['never', null],
  ])('expiry %s is expired_at %s', (expiry, at) => {
    expect(apiTokenToPlane('CI', expiry as never, now)).toEqual({ label: 'CI', description: '', expired_at: at });
  });

  it('the secret and its last four only in the create answer', () => {
    const base = { id: 't', label: 'CI', created_at: 'x', expired_at: null };
    expect(apiTokenFromPlane({ ...base, token: 'plane_api_abcd1234' })).toMatchObject({ token: 'plane_api_abcd1234', last_four: '1234' });
    expect(apiTokenFromPlane(base)).toEqual({ ...base, last_four: '' });
  });
});

describe('a cycle’s dates', () => {
  it.each<[string | null, string]>([
    ['2026-05-11T00:00:01+02:00', '2026-05-11'],
    ['2026-05-24', '2026-05-24'],
    [null, ''],
  ])('%s is %s', (value, date) => {
    expect(dateOf(value)).toBe(date);
  });
});
