/**
 * Raw HTML inside markdown. The tags the schema knows keep their meaning: `<br>` is a hard break,
 * `<mention-component>` a mention, `<img>` an image (with its size, alt and title). Any other HTML
 * is kept as it was written, in an inert node that shows its source and writes it back byte for
 * byte: the editor never renders raw HTML. (`<u>` pairs are handled before this runs.)
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { parseImageTag } from '../../../src/domain/editor/images';
import { MENTION_TAG, parseMentionTag } from '../../../src/domain/editor/mentions';

const CLOSING_MENTION = new RegExp(`^</${MENTION_TAG}\\s*>$`, 'i');
const BREAK = /^<br\s*\/?>$/i;

/** mdast types of the raw HTML nodes (remark's `html`, told apart by where it stands). */
export const HTML_INLINE = 'htmlInline';
export const HTML_BLOCK = 'htmlBlock';

/** A known tag as its node, or null. */
function knownTag(value: string): MarkdownNode[] | null {
  const trimmed = value.trim();
  if (BREAK.test(trimmed)) return [{ type: 'break' } as MarkdownNode];
  if (CLOSING_MENTION.test(trimmed)) return [];
  const mention = parseMentionTag(trimmed);
  if (mention) return [{ type: 'mention', ...mention } as unknown as MarkdownNode];
  const image = parseImageTag(trimmed);
  if (image) return [{ type: 'inlineImage', url: image.src, alt: image.alt, title: image.title, width: image.width, height: image.height } as unknown as MarkdownNode];
  return null;
}

export function readInlineHtml(value: string): MarkdownNode[] {
  return knownTag(value) ?? (value ? [{ type: HTML_INLINE, value } as MarkdownNode] : []);
}

/**
 * An HTML block: a lone `<img>` or mention (what the editor writes for a sized image) is read as
 * that node, in a paragraph; anything else, `<br>` included, is kept verbatim.
 */
export function readHtmlBlock(value: string): { paragraph: MarkdownNode[] } | { html: MarkdownNode } {
  const known = knownTag(value);
  if (known?.length === 1 && known[0].type !== 'break') return { paragraph: known };
  return { html: { type: HTML_BLOCK, value } as MarkdownNode };
}
