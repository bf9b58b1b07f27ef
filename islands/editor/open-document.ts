/**
 * Opening stored content without losing any of it. A stored document has three forms; the editor
 * opens one (JSON first). When that form cannot be read whole, the document must not open empty
 * (typing and saving would erase it): JSON is rebuilt keeping every text it holds, HTML keeps the
 * text of another editor's nodes, and when even that leaves out text another stored form holds (a
 * text node that was not text, say), the document opens from that form. Either way the page says
 * so (`notice`).
 */
import type { Node } from '@milkdown/kit/prose/model';
import type { ContentFormat, ContentValue } from '../../src/domain/editor/content';
import { editorMessages } from '../../src/domain/messages';
import { emptyDoc, type DocumentCodec } from './codec';

export interface StoredForm {
  value: ContentValue;
  format: ContentFormat;
}

export interface OpenedDocument {
  doc: Node;
  /** What the reader should know about how the document was opened; null when it opened as stored. */
  notice: string | null;
}

/** The words of a document's text, counted, so that text split or joined differently still matches. */
function words(doc: Node): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of doc.textBetween(0, doc.content.size, ' ', ' ').split(/\s+/)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Every word of `other` is in `doc`, as many times. */
export function holdsTextOf(doc: Node, other: Node): boolean {
  const have = words(doc);
  for (const [word, count] of words(other)) if ((have.get(word) ?? 0) < count) return false;
  return true;
}

function tryParse(codec: DocumentCodec, form: StoredForm): Node | null {
  try {
    return codec.parse(form.value, form.format);
  } catch {
    return null;
  }
}

/** The first of the other forms that reads, with the notice that names it. */
function fromOtherForm(codec: DocumentCodec, others: StoredForm[]): OpenedDocument | null {
  for (const form of others) {
    const doc = tryParse(codec, form);
    if (doc) return { doc, notice: editorMessages.contentFromCopy(form.format) };
  }
  return null;
}

export function openDocument(codec: DocumentCodec, value: ContentValue | null | undefined, format: ContentFormat, others: StoredForm[] = []): OpenedDocument {
  if (format === 'json' && value !== null && value !== undefined) {
    let read;
    try {
      read = codec.parseJson(value);
    } catch (error) {
      console.error('The stored JSON could not be read.', error);
      return fromOtherForm(codec, others) ?? { doc: emptyDoc(codec.schema), notice: editorMessages.contentUnreadable };
    }
    if (!read.repaired) return { doc: read.doc, notice: null };
    const other = fromOtherForm(codec, others);
    if (other && !holdsTextOf(read.doc, other.doc)) return other;
    return { doc: read.doc, notice: editorMessages.contentRepaired };
  }
  try {
    if (format === 'html' && typeof value === 'string') {
      // Another editor's nodes in HTML (Plane's callout, say) are left out as unknown JSON nodes are: with their text, said.
      const read = codec.parseHtml(value);
      if (!read.repaired) return { doc: read.doc, notice: null };
      const other = fromOtherForm(codec, others);
      if (other && !holdsTextOf(read.doc, other.doc)) return other;
      return { doc: read.doc, notice: editorMessages.contentRepaired };
    }
    return { doc: codec.parse(value, format), notice: null };
  } catch (error) {
    console.error('The editor content could not be read.', error);
    return fromOtherForm(codec, others) ?? { doc: emptyDoc(codec.schema), notice: editorMessages.contentUnreadable };
  }
}
