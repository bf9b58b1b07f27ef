// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDbRegistry, MAX_NAMESPACES, memoryStore } from '../../../mocks/db';
import { NAMESPACE_COOKIE, namespaceFor, namespaceOf } from '../../../mocks/namespace';

/**
 * Per-test data in the spec mock: a request's `mock-ns` cookie picks its own database, so two
 * Playwright workers can share one HTTP mock server (tests/e2e/fixtures.ts sets the cookie).
 * Here the spec handlers answer through msw/node, as the unit setup wires them.
 */
const API = 'http://mock.test/api/workspaces/acme/projects/project-0001/issues/issue-web-0001/issue-links/';
const inNamespace = (namespace: string | null, init: RequestInit = {}) =>
  fetch(API, { ...init, headers: { ...(init.headers as object), ...(namespace ? { cookie: `other=1; ${NAMESPACE_COOKIE}=${namespace}` } : {}) } });
const links = async (namespace: string | null) => ((await (await inNamespace(namespace)).json()) as unknown[]).length;

describe('test namespaces in the spec mock', () => {
  it('reads the namespace from the cookie, and nothing else', () => {
    const request = (cookie?: string) => new Request('http://x/', { headers: cookie ? { cookie } : {} });
    expect(namespaceOf(request(`a=1; ${NAMESPACE_COOKIE}=worker-1_test-2`))).toBe('worker-1_test-2');
    expect(namespaceOf(request())).toBe('');
    expect(namespaceOf(request(`${NAMESPACE_COOKIE}=../../etc`))).toBe('');
    expect(namespaceFor('e2e/link form.spec.ts', 'adds a link', '0')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('an edit in one namespace stays there; the default namespace is untouched', async () => {
    const before = await links(null);
    const created = await inNamespace('ns-a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/a', title: null }) });
    expect(created.status).toBe(201);
    expect(await links('ns-a')).toBe(before + 1);
    expect(await links('ns-b')).toBe(before);
    expect(await links(null)).toBe(before);
  });

  it('a reset drops only the caller\'s namespace', async () => {
    const post = (ns: string) => inNamespace(ns, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `https://example.com/${ns}`, title: null }) });
    await post('ns-c');
    await post('ns-d');
    const before = await links(null);
    await fetch('http://mock.test/api/__mock__/reset/', { method: 'POST', headers: { cookie: `${NAMESPACE_COOKIE}=ns-c` } });
    expect(await links('ns-c')).toBe(before);
    expect(await links('ns-d')).toBe(before + 1);
  });

  it('keeps a bounded number of namespaces, dropping the least recently used, never the default', () => {
    const registry = createDbRegistry(memoryStore);
    const fallback = registry.get('empty');
    const first = registry.get('empty', 'ns-0');
    for (let i = 1; i <= MAX_NAMESPACES; i += 1) registry.get('empty', `ns-${i}`);
    expect(registry.get('empty')).toBe(fallback);
    // ns-0 was the least recently used when the thirteenth arrived: it was rebuilt.
    expect(registry.get('empty', 'ns-0')).not.toBe(first);
    const recent = registry.get('empty', `ns-${MAX_NAMESPACES}`);
    expect(registry.get('empty', `ns-${MAX_NAMESPACES}`)).toBe(recent);
  });
});
