import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createEditorFileHandler, readFileSizeLimit } from '../../../src/models/editor-handlers';

const configReads = async (): Promise<unknown[]> =>
  ((await (await fetch('/api/__mock__/log/')).json()) as Array<{ path: string }>).filter((entry) => entry.path === '/api/configs/');

describe('the editor file handler against the mock API', () => {
  it('asks the server nothing when it is made: islands make it while rendering, and React may throw a render away', async () => {
    const before = (await configReads()).length;
    createEditorFileHandler('acme');
    createEditorFileHandler('acme', { use: 'issue-description', projectId: 'p', issueId: 'i' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await configReads()).toHaveLength(before);
  });

  it('takes its size limit from the server config once read, and keeps 5 MB (none of its own) until then', async () => {
    server.use(http.get('*/api/configs/', () => HttpResponse.json({ file_size_limit: 1_234_567 })));
    const handler = createEditorFileHandler('acme');
    expect(handler.maxFileSize).toBeUndefined();
    readFileSizeLimit(handler);
    await vi.waitFor(() => expect(handler.maxFileSize).toBe(1_234_567));
  });
});
