import { afterEach, beforeEach, vi } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * jsdom's FormData and Blob cannot be streamed by Node's fetch (undici), so a multipart upload in a
 * jsdom test would send garbage. Tests that upload swap in undici's own classes, and hide jsdom's
 * XMLHttpRequest so the client takes its fetch path (upload progress is covered in the browser e2e).
 */
export function withNodeMultipart(): void {
  beforeEach(async () => {
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('XMLHttpRequest', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
