import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { ownPlacesMessages as t } from '../../../src/domain/messages';

/** The sidebar's group as the layout renders it on a build whose ids the server makes: hidden links without an address. */
function sidebar(): HTMLElement {
  const nav = document.createElement('nav');
  nav.innerHTML = `
    <p data-place-status role="status" hidden></p>
    <ul><li hidden><a data-place="issue" aria-disabled="true">Issue</a></li><li hidden><a data-place="cycle" aria-disabled="true">Cycle</a></li></ul>`;
  document.body.append(nav);
  return nav;
}

const statusOf = (nav: HTMLElement) => nav.querySelector<HTMLElement>('[data-place-status]')!;
const visibleLinks = (nav: HTMLElement) => [...nav.querySelectorAll<HTMLAnchorElement>('a[data-place]')].filter((a) => !a.closest('li')!.hidden);

/** Each test gets its own page: the places model is one per page. */
async function freshPage() {
  vi.resetModules();
  return import('../../../src/site/place-links');
}

const calls: string[] = [];
const listener = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname);
beforeEach(() => {
  calls.length = 0;
  server.events.on('request:start', listener);
});
afterEach(() => {
  server.events.removeListener('request:start', listener);
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the sidebar\'s links to the reader\'s own workspace', () => {
  it('get the found addresses and names, and the status line goes', async () => {
    const nav = sidebar();
    const { showOwnPlaces } = await freshPage();
    showOwnPlaces('/', document, '/');
    expect(statusOf(nav).textContent).toBe(t.finding);
    await vi.waitFor(() => expect(statusOf(nav).hidden).toBe(true));
    expect(visibleLinks(nav).map((a) => a.getAttribute('href'))).toEqual([
      '/acme/projects/project-0001/issues/issue-web-0001/',
      expect.stringMatching(/^\/acme\/projects\/project-0001\/cycles\/cycle-1-\d+\/$/),
    ]);
  });

  it('on the sign-in page ask nothing and say to sign in', async () => {
    const nav = sidebar();
    const { showOwnPlaces } = await freshPage();
    showOwnPlaces('/plane/', document, '/plane/accounts/sign-in/');
    expect(statusOf(nav)).toMatchObject({ hidden: false, textContent: t.signedOut });
    expect(visibleLinks(nav)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('say to sign in when the server answers that nobody is signed in, and the server\'s words for any other failure', async () => {
    server.use(http.get('*/api/users/me/', () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }), { once: true }));
    const nav = sidebar();
    const first = await freshPage();
    first.showOwnPlaces('/', document, '/');
    await vi.waitFor(() => expect(statusOf(nav).textContent).toBe(t.signedOut));
    expect(visibleLinks(nav)).toHaveLength(0);

    server.use(http.get('*/api/users/me/workspaces/', () => HttpResponse.json({ detail: 'Down for maintenance.' }, { status: 503 }), { once: true }));
    document.body.innerHTML = '';
    const other = sidebar();
    const second = await freshPage();
    second.showOwnPlaces('/', document, '/');
    await vi.waitFor(() => expect(statusOf(other).textContent).toBe(`${t.unreachable} Down for maintenance.`));
  });
});
