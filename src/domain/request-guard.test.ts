import { describe, expect, it } from 'vitest';
import {
  bodyTypeFailure, cookieValue, csrfFailure, guardMessages, isAllowedOrigin, parseAllowedOrigins, writeFailure, type WriteCheck,
} from './request-guard';

const SITE = 'http://127.0.0.1:4321';
const TOKEN = 'a'.repeat(64);

describe('parseAllowedOrigins: configured origins, never * or null', () => {
  it.each([
    [undefined, [SITE]], ['', [SITE]], ['https://plane.example', ['https://plane.example']], ['https://plane.example/', ['https://plane.example']],
    ['https://a.io, http://localhost:3000', ['https://a.io', 'http://localhost:3000']], ['*', []], ['null', []], ['NULL, https://a.io', ['https://a.io']],
    ['https://a.io/path', []], ['ftp://a.io', []], ['not a url', []], ['https://a.io,https://a.io', ['https://a.io']],
  ])('%j -> %j', (setting, expected) => expect(parseAllowedOrigins(setting, SITE)).toEqual(expected));
});

describe('isAllowedOrigin', () => {
  it.each([
    [SITE, true], ['http://127.0.0.1:4322', false], ['http://localhost:4321', false], ['null', false], [null, false], [undefined, false], ['', false],
  ])('%j -> %s', (origin, expected) => expect(isAllowedOrigin(origin, [SITE])).toBe(expected));
});

describe('cookieValue', () => {
  it.each([
    ['csrftoken=abc', 'abc'], ['a=1; csrftoken=abc; b=2', 'abc'], ['xcsrftoken=abc', null], ['csrftoken=a%20b', 'a b'], [null, null], ['', null],
  ])('%j -> %j', (header, expected) => expect(cookieValue(header, 'csrftoken')).toBe(expected));
});

describe('csrfFailure: the header must equal the cookie (Django\'s reasons)', () => {
  it.each([
    [TOKEN, TOKEN, null], [null, TOKEN, guardMessages.noCookie], ['short', 'short', guardMessages.noCookie], [TOKEN, null, guardMessages.noToken],
    [TOKEN, '', guardMessages.noToken], [TOKEN, 'b'.repeat(64), guardMessages.wrongToken], [TOKEN, TOKEN.slice(1), guardMessages.wrongToken],
  ])('cookie %j, header %j -> %j', (cookie, header, expected) => expect(csrfFailure(cookie, header)).toBe(expected));
});

describe('bodyTypeFailure: JSON, multipart for uploads, a form post for sign-in; a form\'s text/plain never', () => {
  it.each([
    ['/api/workspaces/acme/api-tokens/', 'application/json', true, null],
    ['/api/workspaces/acme/api-tokens/', 'application/json; charset=utf-8', true, null],
    ['/api/workspaces/acme/api-tokens/', 'text/plain', true, guardMessages.mediaType('text/plain')],
    ['/api/workspaces/acme/api-tokens/', 'application/x-www-form-urlencoded', true, guardMessages.mediaType('application/x-www-form-urlencoded')],
    ['/api/workspaces/acme/api-tokens/', 'multipart/form-data; boundary=x', true, guardMessages.mediaType('multipart/form-data')],
    ['/api/workspaces/acme/api-tokens/', null, true, guardMessages.mediaType('none')],
    ['/api/users/file-assets/', 'multipart/form-data; boundary=x', true, null],
    ['/api/workspaces/acme/file-assets/', 'multipart/form-data; boundary=x', true, null],
    ['/api/workspaces/file-assets/uploads/a.png/', 'text/plain', false, null],
    ['/auth/sign-in/', 'application/x-www-form-urlencoded', true, null],
    ['/auth/sign-in/', 'text/plain', true, guardMessages.mediaType('text/plain')],
    ['/auth/sign-in/', 'multipart/form-data; boundary=x', true, guardMessages.mediaType('multipart/form-data')],
    ['/auth/sign-in/extra/', 'application/x-www-form-urlencoded', true, guardMessages.mediaType('application/x-www-form-urlencoded')],
  ])('%s %j (body: %s) -> %j', (path, type, hasBody, expected) => expect(bodyTypeFailure(path, type, hasBody)).toBe(expected));
});

describe('writeFailure: type, then origin, then token', () => {
  const good: WriteCheck = {
    method: 'POST', path: '/api/workspaces/acme/api-tokens/', origin: SITE, contentType: 'application/json', hasBody: true,
    cookie: `csrftoken=${TOKEN}`, csrfHeader: TOKEN,
  };
  it.each<[string, Partial<WriteCheck>, { status: number; detail: string } | null]>([
    ['a good write', {}, null],
    ['a read', { method: 'GET', cookie: null, csrfHeader: null, origin: 'https://evil.example' }, null],
    ['no Origin (not a browser)', { origin: null }, null],
    ['a foreign form post (text/plain, no cookie)', { origin: 'https://evil.example', contentType: 'text/plain', cookie: null, csrfHeader: null }, { status: 415, detail: guardMessages.mediaType('text/plain') }],
    ['a foreign origin with the right token', { origin: 'https://evil.example' }, { status: 403, detail: guardMessages.origin('https://evil.example') }],
    ['Origin: null', { origin: 'null' }, { status: 403, detail: guardMessages.origin('null') }],
    ['no cookie', { cookie: null }, { status: 403, detail: guardMessages.noCookie }],
    ['no header', { csrfHeader: null }, { status: 403, detail: guardMessages.noToken }],
    ['a wrong header', { csrfHeader: 'b'.repeat(64) }, { status: 403, detail: guardMessages.wrongToken }],
    ['a DELETE without a token', { method: 'DELETE', hasBody: false, contentType: null, csrfHeader: null }, { status: 403, detail: guardMessages.noToken }],
  ])('%s', (_name, change, expected) => expect(writeFailure({ ...good, ...change }, [SITE])).toEqual(expected));
});
