import type { DemoDocument } from '../../src/domain/entities';
import { badRequest, json, notFound, readJson, route } from '../runtime';

/** Larger bodies (in bytes, as sent) get 413, as a real server's upload limit would answer. */
export const DEMO_DOCUMENT_MAX_BYTES = 5_242_880;
/**
 * A gzip body may inflate to this much and no more: the JSON and HTML of a 10 MB document
 * (about 26 + 9 MB at 5 MB), never the gigabytes a small gzip bomb holds.
 */
export const DEMO_DOCUMENT_MAX_INFLATED_BYTES = 96 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE = 'The document is too large to save.';
/** The save's path, for the HTTP server's refusal of a declared length before any route reads. */
export const isDemoDocumentPath = (path: string) => /\/demo-documents\/[^/]+\/$/.test(path);
const ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

function validate(body: Record<string, unknown> | null): { ok: true; value: Omit<DemoDocument, 'id' | 'updated_at'> } | { ok: false; response: Response } {
  if (!body) return { ok: false, response: badRequest('The request body must be a JSON object.') };
  const errors: Record<string, string[]> = {};
  const doc = body.content_json;
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || (doc as { type?: unknown }).type !== 'doc') {
    errors.content_json = ['Must be a document object with type "doc".'];
  }
  if (typeof body.content_html !== 'string') errors.content_html = ['Not a valid string.'];
  // Optional: the editor sends JSON and HTML only (src/api/documents.ts); a markdown copy is kept when given.
  if (body.content_markdown !== undefined && typeof body.content_markdown !== 'string') errors.content_markdown = ['Not a valid string.'];
  if (Object.keys(errors).length) return { ok: false, response: badRequest(errors) };
  return {
    ok: true,
    value: {
      content_json: doc as Record<string, unknown>,
      content_html: body.content_html as string,
      content_markdown: (body.content_markdown as string | undefined) ?? '',
    },
  };
}

/** The editor demo's saved document: the editor page writes it, the viewer page reads it. */
export const documentRoutes = [
  route('demoDocument', ({ db, params }) => {
    if (!db.workspace.all().some((w) => w.slug === params.slug)) return notFound('Workspace not found.');
    const document = db.demoDocuments.get(params.documentId);
    return document ? json(document) : notFound('Document not found.');
  }),
  route('saveDemoDocument', async ({ db, params, request }) => {
    if (!db.workspace.all().some((w) => w.slug === params.slug)) return notFound('Workspace not found.');
    if (!ID.test(params.documentId)) return badRequest({ id: ['Use lowercase letters, digits and dashes.'] });
    // Bytes, counted as they arrive (UTF-16 units would let 15 MB of UTF-8 through).
    const parsed = validate(await readJson(request, DEMO_DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE, DEMO_DOCUMENT_MAX_INFLATED_BYTES));
    if (!parsed.ok) return parsed.response;
    const document: DemoDocument = { id: params.documentId, ...parsed.value, updated_at: new Date().toISOString() };
    if (db.demoDocuments.get(document.id)) db.demoDocuments.update(document.id, document);
    else db.demoDocuments.insert(document);
    return json(document);
  }, 'document-save'),
];
