import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreApi } from '../api/core';
import { setDefaultHeader } from '../api/http';
import { setTransport, type Transport } from '../api/transport';
import { SCENARIO_HEADER } from '../domain/scenarios';
import { heldAnswersFirst, heldCallKey, readHeldAnswers, HELD_ANSWERS_ID, type HeldAnswers } from './held-answers';

const workspace = { id: 'ws-1', slug: 'acme', name: 'Acme (held)', logo: null };
const held: HeldAnswers = {
  [heldCallKey('GET', '/api/workspaces/acme/')]: {
    answer: { status: 200, text: JSON.stringify(workspace), contentType: 'application/json' },
    times: 1,
  },
};

/** The mock behind the held answers: counts its starts and answers what reaches the network. */
function backendBehind() {
  const backend = { starts: 0, start: async () => void (backend.starts += 1) } satisfies Transport & { starts: number };
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    fetched.push(`${init.method} ${url}`);
    return new Response(JSON.stringify({ ...workspace, name: 'Acme (mock)' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { backend, fetched };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setDefaultHeader(SCENARIO_HEADER, null);
  setTransport({ start: async () => {} });
});

describe('the held answers in front of the mock', () => {
  it('answer a read they hold without starting the mock, as many times as the build asked, then the mock answers', async () => {
    const { backend, fetched } = backendBehind();
    setTransport(heldAnswersFirst(held, backend));
    const first = await coreApi.workspace('acme');
    expect(first.ok && first.data.name).toBe('Acme (held)');
    expect(backend.starts).toBe(0);
    expect(fetched).toEqual([]);

    const again = await coreApi.workspace('acme');
    expect(again.ok && again.data.name).toBe('Acme (mock)');
    expect(backend.starts).toBe(1);
    expect(fetched).toEqual(['GET /api/workspaces/acme/']);
  });

  it('leave a read they do not hold to the mock', async () => {
    const { backend, fetched } = backendBehind();
    setTransport(heldAnswersFirst(held, backend));
    await coreApi.members('acme');
    expect(backend.starts).toBe(1);
    expect(fetched).toEqual(['GET /api/workspaces/acme/members/']);
  });

  it('answer nothing under another scenario than the default: its server may not have the seed', async () => {
    const { backend, fetched } = backendBehind();
    setTransport(heldAnswersFirst(held, backend));
    setDefaultHeader(SCENARIO_HEADER, 'empty-workspace');
    const answer = await coreApi.workspace('acme');
    expect(answer.ok && answer.data.name).toBe('Acme (mock)');
    expect(backend.starts).toBe(1);
    expect(fetched).toEqual(['GET /api/workspaces/acme/']);
  });

  it('answer nothing after the page has written: the mock holds the change', async () => {
    const { backend, fetched } = backendBehind();
    setTransport(heldAnswersFirst(held, backend));
    await coreApi.updateProject('acme', 'project-0001', { cover_image: '/fixtures/covers/2.svg' });
    const answer = await coreApi.workspace('acme');
    expect(answer.ok && answer.data.name).toBe('Acme (mock)');
    expect(fetched).toEqual(['PATCH /api/workspaces/acme/projects/project-0001/', 'GET /api/workspaces/acme/']);
  });
});

describe('readHeldAnswers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the answers the page carries, and nothing from a page without them or with a damaged copy', () => {
    expect(readHeldAnswers(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${HELD_ANSWERS_ID}">${JSON.stringify(held)}</script>`;
    expect(readHeldAnswers(document)).toEqual(held);
    document.body.innerHTML = `<script type="application/json" id="${HELD_ANSWERS_ID}">{"GET /api/</script>`;
    expect(readHeldAnswers(document)).toBeNull();
  });
});
