/**
 * Inline HTML inside markdown: `<br>` is a hard break; every other tag stays visible as text,
 * since the editor never renders raw HTML. (Underline pairs are handled before this runs.)
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';

export function readInlineHtml(value: string): MarkdownNode[] {
  const trimmed = value.trim();
  if (/^<br\s*\/?>$/i.test(trimmed)) return [{ type: 'break' } as MarkdownNode];
  return value ? [{ type: 'text', value } as MarkdownNode] : [];
}
