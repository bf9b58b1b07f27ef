import type { DemoDocument } from '../domain/entities';
import { isRecord, isString, nullable, shape } from './guards';
import { request } from './http';
import { paths } from './paths';

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
  get: (slug: string, documentId: string) => request(paths.demoDocument(slug, documentId), { guard: isDemoDocument }),
  save: (slug: string, documentId: string, input: DemoDocumentInput) =>
    request(paths.demoDocument(slug, documentId), { method: 'PUT', json: input, guard: isDemoDocument }),
};
