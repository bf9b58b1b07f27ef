/** The three forms of a document (SPEC section 3, "Editor content") and the empty-content rule. */

export type ContentFormat = 'markdown' | 'html' | 'json';

export interface JsonNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: JsonNode[];
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  text?: string;
}

export type ContentValue = string | JsonNode;

export const EMPTY_DOCUMENT: JsonNode = { type: 'doc', content: [{ type: 'paragraph' }] };

const TAGS = /<[^>]*>/g;
const BLANK_HTML_ENTITIES = /&nbsp;|&#160;|&#xa0;/gi;
/** Elements that are content even without text. */
const CONTENT_ELEMENTS = /<(img|hr|table|mention-component|pre|li|input)\b/i;

/** Empty or whitespace-only initial content becomes one empty paragraph (SPEC section 5). */
export function isBlankContent(value: ContentValue | null | undefined, format: ContentFormat): boolean {
  if (value === null || value === undefined) return true;
  if (format === 'json') {
    if (typeof value === 'string') return value.trim() === '';
    return !Array.isArray(value.content) || value.content.length === 0;
  }
  if (typeof value !== 'string') return false;
  if (format === 'markdown') return value.trim() === '';
  if (CONTENT_ELEMENTS.test(value)) return false;
  return value.replace(TAGS, '').replace(BLANK_HTML_ENTITIES, ' ').trim() === '';
}

export function isJsonNode(value: unknown): value is JsonNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export interface StoredContent {
  content_json: Record<string, unknown> | null;
  content_html: string;
  content_markdown: string;
}

export interface StoredOpening {
  value: ContentValue;
  format: ContentFormat;
  /** The document's other stored forms that hold something, the fallback when `value` cannot be read whole. */
  others: Array<{ value: ContentValue; format: ContentFormat }>;
}

/**
 * Which stored form a document opens from: the one asked for (the demo pages' `?form=markdown|html|json`)
 * when the document holds it, otherwise its JSON, otherwise its markdown; and the others, markdown first.
 */
export function openStoredContent(document: StoredContent, requested?: string | null): StoredOpening {
  const { value, format } = chosenForm(document, requested);
  const forms: StoredOpening['others'] = [
    { value: document.content_markdown, format: 'markdown' },
    { value: document.content_html, format: 'html' },
  ];
  return { value, format, others: forms.filter((form) => form.format !== format && !isBlankContent(form.value, form.format)) };
}

function chosenForm(document: StoredContent, requested?: string | null): { value: ContentValue; format: ContentFormat } {
  if (requested === 'html' && document.content_html) return { value: document.content_html, format: 'html' };
  // A document saved by the editor keeps no markdown (src/api/documents.ts): its JSON stands in.
  if (requested === 'markdown' && (!isBlankContent(document.content_markdown, 'markdown') || !document.content_json)) {
    return { value: document.content_markdown, format: 'markdown' };
  }
  if (document.content_json && isJsonNode(document.content_json)) return { value: document.content_json as unknown as JsonNode, format: 'json' };
  return { value: document.content_markdown, format: 'markdown' };
}
