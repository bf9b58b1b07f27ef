/**
 * Raw HTML inside markdown: `<br>` is a hard break, `<mention-component>` a mention, `<img>` an
 * image (with its size); every other tag stays visible as text, since the editor never renders raw
 * HTML. (`<u>` pairs are handled before this runs.)
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { parseImageTag } from '../../../src/domain/editor/images';
import { MENTION_TAG, parseMentionTag } from '../../../src/domain/editor/mentions';

const CLOSING_MENTION = new RegExp(`^</${MENTION_TAG}\\s*>$`, 'i');

export function readInlineHtml(value: string): MarkdownNode[] {
  const trimmed = value.trim();
  if (/^<br\s*\/?>$/i.test(trimmed)) return [{ type: 'break' } as MarkdownNode];
  if (CLOSING_MENTION.test(trimmed)) return [];
  const mention = parseMentionTag(trimmed);
  if (mention) return [{ type: 'mention', ...mention } as unknown as MarkdownNode];
  const image = parseImageTag(trimmed);
  if (image) return [{ type: 'image', url: image.src, alt: '', width: image.width, height: image.height } as unknown as MarkdownNode];
  return value ? [{ type: 'text', value } as MarkdownNode] : [];
}
