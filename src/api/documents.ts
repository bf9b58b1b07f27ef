import type { DemoDocument } from '../domain/entities';
import { isRecord, isString, nullable, shape } from './guards';
import { send } from './send';

export const isDemoDocument = shape<DemoDocument>({
  id: isString,
  content_json: nullable(isRecord),
  content_html: isString,
  content_markdown: isString,
  updated_at: isString,
});

export type DemoDocumentInput = Pick<DemoDocument, 'content_json' | 'content_html' | 'content_markdown'>;

/** The editor demo's saved document (the editor page saves, the viewer page reads). */
export const documentsApi = {
  get: (slug: string, documentId: string) => send('demoDocument', { slug, documentId }, { guard: isDemoDocument }),
  save: (slug: string, documentId: string, input: DemoDocumentInput) =>
    send('saveDemoDocument', { slug, documentId }, { json: input, guard: isDemoDocument }),
};
