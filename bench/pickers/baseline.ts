/**
 * Baseline for the picker benchmarks: the same data through the same mock worker, drawn as a plain,
 * unvirtualised list (one <li> per result, built with DOM calls, no React, no virtualiser).
 *   ?mode=search  a search field with the 500 ms debounce, then the project search call (as the
 *                 add-existing-issues dialog makes it); every result of the answer is drawn.
 *   ?mode=list    all issues of the project (10,000 in large-project), filtered on each input with the
 *                 same filter as the bulk-delete dialog; every matching issue is drawn.
 * Built by bench/run-site.mjs into the served site (the worker's scope) at /bench-baseline/.
 */
import { startMockWorker } from '../../mocks/browser';
import { filterIssues, issueKey } from '../../src/domain/issue-search';
import type { Issue, IssueLite } from '../../src/domain/entities';
import { SEARCH_DEBOUNCE_MS } from '../../src/domain/constants';

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'search';
const scenario = params.get('scenario') ?? 'large-project';
const api = '/api/workspaces/acme/projects/project-0001';
const headers = { 'x-mock-scenario': scenario };

const input = document.querySelector<HTMLInputElement>('#search')!;
const list = document.querySelector<HTMLUListElement>('#results')!;
const status = document.querySelector<HTMLParagraphElement>('#status')!;

function row(issue: IssueLite): HTMLLIElement {
  const li = document.createElement('li');
  li.setAttribute('role', 'option');
  li.setAttribute('aria-selected', 'false');
  const box = document.createElement('span');
  box.className = 'box';
  const dot = document.createElement('span');
  dot.className = 'dot';
  dot.style.backgroundColor = issue.state__color;
  const key = document.createElement('span');
  key.className = 'key';
  key.textContent = issueKey(issue);
  const name = document.createElement('span');
  name.className = 'name';
  name.textContent = issue.name;
  li.append(box, dot, key, name);
  return li;
}

function draw(issues: readonly IssueLite[], term: string) {
  const fragment = document.createDocumentFragment();
  for (const issue of issues) fragment.append(row(issue));
  list.replaceChildren(fragment);
  list.dataset.term = term;
  status.textContent = `${issues.length} shown`;
}

async function searchMode() {
  let timer = 0;
  let seq = 0;
  const search = async (term: string) => {
    const mine = ++seq;
    const query = new URLSearchParams({ search: term.trim(), workspace_search: 'false' });
    const response = await fetch(`${api}/search-issues/?${query}`, { headers });
    const page = (await response.json()) as { results: IssueLite[]; total_count: number };
    if (mine === seq) draw(page.results, term.trim());
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => void search(input.value), SEARCH_DEBOUNCE_MS);
  });
  await search('');
}

async function listMode() {
  const response = await fetch(`${api}/issues/`, { headers });
  const issues = (await response.json()) as Issue[];
  draw(issues, '');
  input.addEventListener('input', () => draw(filterIssues(issues, input.value), input.value.trim()));
}

await startMockWorker();
await (mode === 'list' ? listMode() : searchMode());
document.documentElement.dataset.ready = mode;
