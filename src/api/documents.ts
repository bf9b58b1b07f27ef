import type { DemoDocument } from '../domain/entities';
import { isRecord, isString, nullable, shape } from './guards';
import { send } from './send';
import { LARGE_BODY_TIMEOUT_MS } from './http';

export const isDemoDocument = shape<DemoDocument>({
  id: isString,
  content_json: nullable(isRecord),
  content_html: isString,
  content_markdown: isString,
  updated_at: isString,
});

/**
 * What a save sends: the JSON both demo pages open from (the lossless form) and the HTML that drafts
 * compare with and readers without the editor render, as Plane keeps description_html beside its
 * JSON. Markdown is written from either on demand, so it is not sent: the three forms of a 5 MB
 * document are 41 MB, these two gzipped about 4 MB, under the server's 5 MB per request.
 */
export type DemoDocumentInput = Pick<DemoDocument, 'content_json' | 'content_html'>;

/** The editor demo's saved document (the editor page saves, the viewer page reads). */
export const documentsApi = {
  get: (slug: string, documentId: string) => send('demoDocument', { slug, documentId }, { guard: isDemoDocument }),
  save: (slug: string, documentId: string, input: DemoDocumentInput) =>
    send('saveDemoDocument', { slug, documentId }, { json: input, compress: true, guard: isDemoDocument, timeoutMs: LARGE_BODY_TIMEOUT_MS }),
};
