// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envelope, readPage } from '../../../../mocks/plane/paginate';
import { utc, zoned, zonedWallClock } from '../../../../mocks/plane/time';
import { containsUrl, isValidUrl, sanitizeFilename, withScheme } from '../../../../mocks/plane/validation';

/** The small rules the Plane-shaped server renders and checks with, each against what Plane does. */

describe('time as Plane renders it', () => {
  it.each([
    ['2026-05-18T10:41:02.876Z', '2026-05-18T12:41:02.876000+02:00', '2026-05-18T10:41:02.876000Z'],
    ['2026-11-20T09:30:00.000Z', '2026-11-20T10:30:00.000000+01:00', '2026-11-20T09:30:00.000000Z'],
    ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000000+01:00', '2026-03-29T00:30:00.000000Z'],
    ['2026-03-29T01:30:00.000Z', '2026-03-29T03:30:00.000000+02:00', '2026-03-29T01:30:00.000000Z'],
  ])('%s is %s in Berlin and %s in a list', (iso, inZone, inList) => {
    expect(zoned(iso)).toBe(inZone);
    expect(utc(iso)).toBe(inList);
  });

  it('cycle dates are wall-clock times of the day in the project\'s zone', () => {
    expect(zonedWallClock('2026-05-11', '00:00:01')).toBe('2026-05-11T00:00:01+02:00');
    expect(zonedWallClock('2026-11-20', '23:59:00')).toBe('2026-11-20T23:59:00+01:00');
  });
});

describe('the paginator', () => {
  const page = (query: string) => readPage(new URL(`http://x/?${query}`));
  const detail = async (result: ReturnType<typeof page>) => (result instanceof Response ? [result.status, (await result.json()).detail] : result);

  it.each([
    ['', { perPage: 1000, page: 0 }],
    ['per_page=20', { perPage: 20, page: 0 }],
    ['per_page=20&cursor=20:3:0', { perPage: 20, page: 3 }],
    ['per_page=1001', [400, 'Invalid per_page value. Cannot exceed 1000.']],
    ['per_page=ten', [400, 'Invalid per_page parameter.']],
    ['cursor=abc', [400, 'Invalid cursor parameter.']],
    ['cursor=10:-1:1', [400, 'Error in parsing']],
  ])('%s', async (query, expected) => {
    expect(await detail(page(query))).toEqual(expected);
  });

  it('next_cursor is never null: the end is next_page_results false', () => {
    const rows = Array.from({ length: 5 }, (_, i) => i);
    const first = envelope(rows, { perPage: 2, page: 0 });
    expect(first).toMatchObject({ results: [0, 1], next_cursor: '2:1:0', prev_cursor: '2:-1:1', next_page_results: true, prev_page_results: false, total_pages: 3, count: 2 });
    const last = envelope(rows, { perPage: 2, page: 2 });
    expect(last).toMatchObject({ results: [4], next_cursor: '2:3:0', next_page_results: false, prev_page_results: true, count: 1 });
    expect(envelope([], { perPage: 10, page: 0 })).toMatchObject({ total_pages: 0, next_page_results: false, next_cursor: '10:1:0' });
  });
});

describe('input rules', () => {
  it.each([
    ['Acme', false], ['Acme https://x.io', true], ['www.acme', true], ['acme.com', true], ['10.0.0.1', true], ['Q3 plans', false],
  ])('contains_url(%s) is %s', (text, expected) => {
    expect(containsUrl(text)).toBe(expected);
  });

  it.each([
    ['https://github.com/northwind/web/pull/512', true], ['http://localhost:3000/x', true], ['ftp://files.example.org/a', true],
    ['https://exa mple', false], ['https://nodot', false], ['javascript:alert(1)', false], ['', false],
  ])('the URL validator says %s is %s', (url, expected) => {
    expect(isValidUrl(url)).toBe(expected);
  });

  it('a link without a scheme gets http://, as the link serializers do', () => {
    expect(withScheme('example.com/a')).toBe('http://example.com/a');
    expect(withScheme('https://example.com')).toBe('https://example.com');
  });

  it.each([
    ['photo.png', 'photo.png'], ['../../etc/passwd', 'passwd'], ['C:\\Users\\me\\shot.png', 'shot.png'], ['.env', 'env'], ['  ', null], [42, null],
  ])('sanitize_filename(%s) is %s', (name, expected) => {
    expect(sanitizeFilename(name)).toBe(expected);
  });
});
