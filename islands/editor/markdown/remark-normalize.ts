/**
 * Reads the markdown tree into shapes the schema knows (the inline rules are normalize-inline.ts):
 * definitions are resolved and dropped, footnotes become text, HTML blocks the raw-HTML node, a
 * paragraph that is one image an image block, a list records whether it is loose. Anything the
 * editor cannot hold is kept as visible text, never dropped or thrown on.
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { $remark } from '@milkdown/kit/utils';
import { readHtmlBlock } from './inline-html';
import { kids, node, phrasing, plainText, SUPPORTED_MDAST, text, trimEdges, valueOf, type Definition, type InlineContext } from './normalize-inline';

const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem']);

function collectDefinitions(n: MarkdownNode, into: Map<string, Definition>): void {
  if (n.type === 'definition' && typeof n.identifier === 'string' && typeof n.url === 'string' && !into.has(n.identifier)) {
    into.set(n.identifier, { url: n.url, title: typeof n.title === 'string' ? n.title : null });
  }
  kids(n).forEach((child) => collectDefinitions(child, into));
}

/**
 * CommonMark's loose list: an item's blocks apart by a blank line (the item's `spread`), or items
 * apart by one. For the latter the lines are counted: mdast's list `spread` also says true when a
 * blank line only follows the list inside a quote. A tree without positions (the fast reader's)
 * has a list `spread` that means just that.
 */
function isLoose(list: MarkdownNode, items: MarkdownNode[]): boolean {
  if (items.some((item) => item.spread === true)) return true;
  if (items.some((item) => !item.position)) return list.spread === true;
  return items.some((item, i) => i > 0 && item.position!.start.line > items[i - 1].position!.end.line + 1);
}

/** A paragraph that holds one image and nothing else (but spaces) is an image block, as before inline images. */
function normalizeParagraph(inline: MarkdownNode[]): MarkdownNode {
  const content = inline.filter((c) => c.type !== 'text' || valueOf(c).trim() !== '');
  if (content.length === 1 && content[0].type === 'inlineImage') return { ...content[0], type: 'image' };
  return node('paragraph', { children: inline });
}

function normalizeBlock(n: MarkdownNode, ctx: InlineContext): MarkdownNode[] {
  switch (n.type) {
    case 'definition':
      return [];
    case 'paragraph':
      return [normalizeParagraph(phrasing(kids(n), ctx))];
    case 'html': {
      const read = readHtmlBlock(valueOf(n));
      return 'html' in read ? [read.html] : [normalizeParagraph(phrasing(read.paragraph, ctx))];
    }
    case 'footnoteDefinition': {
      const blocks = kids(n).flatMap((c) => normalizeBlock(c, ctx));
      const label = text(`[^${String(n.label ?? n.identifier ?? '')}]: `);
      if (blocks[0]?.type === 'paragraph') blocks[0].children = [label, ...kids(blocks[0])];
      else blocks.unshift(node('paragraph', { children: [label] }));
      return blocks;
    }
    case 'heading':
      n.children = phrasing(kids(n), ctx);
      return [n];
    case 'table':
      kids(n).forEach((row) => kids(row).forEach((cell) => (cell.children = trimEdges(phrasing(kids(cell), ctx)))));
      return [n];
    case 'list': {
      const items = kids(n);
      // One checkbox makes the whole list a to-do list; the other items start unchecked.
      if (items.some((item) => typeof item.checked === 'boolean')) items.forEach((item) => (item.checked ??= false));
      n.spread = isLoose(n, items);
      items.forEach((item) => (item.children = kids(item).flatMap((c) => normalizeBlock(c, ctx))));
      return [n];
    }
    default:
      if (BLOCK_CONTAINERS.has(n.type)) {
        n.children = kids(n).flatMap((c) => normalizeBlock(c, ctx));
        return [n];
      }
      if (SUPPORTED_MDAST.has(n.type)) return [n];
      return plainText(n) ? [normalizeParagraph(phrasing([text(plainText(n))], ctx))] : [];
  }
}

export function normalizeMarkdownTree(tree: MarkdownNode, source?: string): MarkdownNode {
  const definitions = new Map<string, Definition>();
  collectDefinitions(tree, definitions);
  tree.children = kids(tree).flatMap((c) => normalizeBlock(c, { definitions, inLink: false, source }));
  return tree;
}

export const remarkNormalize = $remark('planeRemarkNormalize', () => () => (tree, file) => {
  normalizeMarkdownTree(tree as MarkdownNode, typeof file?.value === 'string' ? file.value : undefined);
});
