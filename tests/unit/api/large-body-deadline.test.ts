import { afterEach, describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { server } from '../../../mocks/node';
import { DEFAULT_TIMEOUT_MS, LARGE_BODY_TIMEOUT_MS, timeoutScale } from '../../../src/api/http';
import { documentsApi } from '../../../src/api/documents';
import { issueDetailApi } from '../../../src/api/issue-detail';
import type { ApiResult } from '../../../src/api/result';

/**
 * A call that carries a whole document is given the long deadline uploads have: a 4 MB save on a
 * slow line outlasts the default 15 s while it is still sending. Deadlines are scaled down twentyfold
 * here (0.75 s and 6 s); the server answers between the two, with seconds to spare on either side for
 * a loaded machine (at a hundredth, the mock's own handling under load outran the long deadline).
 */
const SCALE = 0.05;
const between = ((DEFAULT_TIMEOUT_MS + LARGE_BODY_TIMEOUT_MS) / 2) * SCALE;

afterEach(() => {
  timeoutScale.value = 1;
});

const cases: Array<[string, 'long' | 'default', () => Promise<ApiResult<unknown>>]> = [
  ['the demo document save', 'long', () => documentsApi.save('acme', 'editor-demo', { content_json: { type: 'doc', content: [] }, content_html: '' })],
  ['an issue description save', 'long', () => issueDetailApi.update('acme', 'project-0001', 'issue-web-0001', { description_html: '<p>x</p>' })],
  ['an issue rename', 'default', () => issueDetailApi.update('acme', 'project-0001', 'issue-web-0001', { name: 'Renamed' })],
];

describe('the deadline of calls that carry a document', () => {
  it.each(cases)('%s gets the %s deadline', async (_name, deadline, call) => {
    // Late, then the mock's own handler answers (a resolver that returns nothing passes the request on).
    server.use(
      http.put('*/demo-documents/:id/', () => delay(between)),
      http.patch('*/issues/:issueId/', () => delay(between)),
    );
    timeoutScale.value = SCALE;
    const answer = await call();
    if (deadline === 'long') expect(answer.ok, JSON.stringify(answer)).toBe(true);
    else expect(answer).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });
});
