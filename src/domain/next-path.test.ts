import { describe, expect, it } from 'vitest';
import { safeNextPath, signInHref } from './next-path';

describe('safeNextPath: only a path on this site', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['/acme/projects/p1/issues/i1/', '/acme/projects/p1/issues/i1/'],
    ['/plane/acme/settings/?role=admin#links', '/plane/acme/settings/?role=admin#links'],
    ['/a b'.replace(' ', '%20'), '/a%20b'],
  ])('%s stays %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'acme/settings'],
    ['a climb out', '/acme/../../etc'],
    ['an encoded climb', '/acme/%2e%2e/x'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline', '/acme\n/x'],
    ['nothing', ''],
    ['too long', `/${'a'.repeat(500)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('refuses what it is not given', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe('signInHref', () => {
  it.each<[string, string, string]>([
    ['/accounts/sign-in/', '/acme/settings/', '/accounts/sign-in/?next_path=%2Facme%2Fsettings%2F'],
    ['https://plane.example.com/?next_path=', '/acme/', 'https://plane.example.com/?next_path=%2Facme%2F'],
    ['https://sso.example.com/login?app=plane', '/x?y=1', 'https://sso.example.com/login?app=plane&next_path=%2Fx%3Fy%3D1'],
  ])('%s back to %s', (page, next, href) => {
    expect(signInHref(page, next)).toBe(href);
  });
});
