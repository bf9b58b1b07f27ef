/**
 * Reads the markdown tree into shapes the schema knows: references become links, footnotes and
 * unknown HTML become text, `<u>…</u>` becomes underline and `<br>` a hard break. Anything the
 * editor cannot hold is kept as visible text rather than dropped or thrown on.
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { $remark } from '@milkdown/kit/utils';
import { acceptParsedHref, findUrls } from '../../../src/domain/editor/links';
import { readInlineHtml } from './inline-html';

type Tree = MarkdownNode & { children?: MarkdownNode[] };

const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const PHRASING_CONTAINERS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'underline', 'tableCell']);
/** Types the schema reads directly; the rest are rewritten below. */
export const SUPPORTED_MDAST = new Set([
  'root', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'code', 'text', 'emphasis',
  'strong', 'delete', 'inlineCode', 'break', 'link', 'underline',
]);

const text = (value: string): MarkdownNode => ({ type: 'text', value }) as MarkdownNode;
const valueOf = (node: MarkdownNode) => (typeof node.value === 'string' ? node.value : '');

function plainText(node: MarkdownNode): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image' || node.type === 'imageReference') return typeof node.alt === 'string' ? node.alt : '';
  return (node.children ?? []).map(plainText).join('');
}

function collectDefinitions(node: Tree, into: Map<string, string>): void {
  if (node.type === 'definition' && typeof node.identifier === 'string' && typeof node.url === 'string') {
    if (!into.has(node.identifier)) into.set(node.identifier, node.url);
  }
  node.children?.forEach((child) => collectDefinitions(child, into));
}

/** Pairs `<u>` with its `</u>` among siblings, wrapping what lies between. */
function pairUnderlines(nodes: MarkdownNode[]): MarkdownNode[] {
  const out: MarkdownNode[] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i];
    if (node.type === 'html' && /^<u\s*>$/i.test(valueOf(node).trim())) {
      let depth = 1;
      let close = -1;
      for (let j = i + 1; j < nodes.length; j += 1) {
        const v = nodes[j].type === 'html' ? valueOf(nodes[j]).trim() : '';
        if (/^<u\s*>$/i.test(v)) depth += 1;
        if (/^<\/u\s*>$/i.test(v)) depth -= 1;
        if (depth === 0) {
          close = j;
          break;
        }
      }
      if (close > i) {
        out.push({ type: 'underline', children: pairUnderlines(nodes.slice(i + 1, close)) } as MarkdownNode);
        i = close;
        continue;
      }
    }
    out.push(node);
  }
  return out;
}

/** Bare URLs in text become links, as GFM does for most of them; this catches the rest. */
function linkifyText(value: string): MarkdownNode[] {
  const matches = findUrls(value);
  if (!matches.length) return [text(value)];
  const out: MarkdownNode[] = [];
  let last = 0;
  for (const m of matches) {
    if (m.start > last) out.push(text(value.slice(last, m.start)));
    out.push({ type: 'link', url: m.url, children: [text(m.url)] } as MarkdownNode);
    last = m.end;
  }
  if (last < value.length) out.push(text(value.slice(last)));
  return out;
}

function normalizeInline(node: MarkdownNode, definitions: Map<string, string>, inLink = false): MarkdownNode[] {
  switch (node.type) {
    case 'text':
      return inLink ? [node] : linkifyText(valueOf(node));
    case 'html':
      return readInlineHtml(valueOf(node)).flatMap((n) => (n.type === 'text' ? normalizeInline(n, definitions, inLink) : [n]));
    case 'link':
    case 'linkReference': {
      const url = node.type === 'link' ? node.url : definitions.get(String(node.identifier));
      const href = acceptParsedHref(url);
      // A link with an unusable href (empty, unsafe, undefined reference) is just its text.
      const inner = (node.children ?? []).flatMap((c) => normalizeInline(c, definitions, inLink || href !== null));
      return href === null || inLink ? inner : [{ type: 'link', url: href, children: inner } as MarkdownNode];
    }
    case 'footnoteReference':
      return [text(`[^${String(node.label ?? node.identifier ?? '')}]`)];
    case 'image':
    case 'imageReference':
      return plainText(node) ? normalizeInline(text(plainText(node)), definitions, inLink) : [];
    default:
      if (!SUPPORTED_MDAST.has(node.type)) return normalizeInline(text(plainText(node)), definitions, inLink);
      if (node.children) node.children = normalizeChildren(node, definitions, inLink || node.type === 'link');
      return [node];
  }
}

function normalizeBlock(node: MarkdownNode, definitions: Map<string, string>): MarkdownNode[] {
  switch (node.type) {
    case 'definition':
      return [];
    case 'html': {
      const value = valueOf(node).trim();
      if (!value || /^<br\s*\/?>$/i.test(value)) return [];
      return normalizeBlock({ type: 'paragraph', children: [text(value)] } as MarkdownNode, definitions);
    }
    case 'footnoteDefinition': {
      const blocks = (node.children ?? []).flatMap((c) => normalizeBlock(c, definitions));
      const label = text(`[^${String(node.label ?? node.identifier ?? '')}]: `);
      const first = blocks[0];
      if (first?.type === 'paragraph') first.children = [label, ...(first.children ?? [])];
      else blocks.unshift({ type: 'paragraph', children: [label] } as MarkdownNode);
      return blocks;
    }
    case 'table':
      return (node.children ?? []).map((row) => ({
        type: 'paragraph',
        children: (row.children ?? []).flatMap((cell, i) => [
          ...(i > 0 ? [text(' | ')] : []),
          ...(cell.children ?? []).flatMap((c) => normalizeInline(c, definitions)),
        ]),
      }) as MarkdownNode);
    default:
      if (!SUPPORTED_MDAST.has(node.type)) {
        const value = plainText(node);
        return value ? normalizeBlock({ type: 'paragraph', children: [text(value)] } as MarkdownNode, definitions) : [];
      }
      if (node.children) node.children = normalizeChildren(node, definitions);
      return [node];
  }
}

function normalizeChildren(parent: MarkdownNode, definitions: Map<string, string>, inLink = false): MarkdownNode[] {
  const children = parent.children ?? [];
  if (parent.type === 'list' && children.some((item) => typeof item.checked === 'boolean')) {
    // One checkbox makes the whole list a to-do list; the other items start unchecked.
    children.forEach((item) => {
      if (typeof item.checked !== 'boolean') item.checked = false;
    });
  }
  if (BLOCK_CONTAINERS.has(parent.type) || parent.type === 'list') {
    return children.flatMap((c) => (parent.type === 'list' ? [normalizeListItem(c, definitions)] : normalizeBlock(c, definitions)));
  }
  if (PHRASING_CONTAINERS.has(parent.type)) return pairUnderlines(children).flatMap((c) => normalizeInline(c, definitions, inLink));
  return children;
}

function normalizeListItem(item: MarkdownNode, definitions: Map<string, string>): MarkdownNode {
  item.children = (item.children ?? []).flatMap((c) => normalizeBlock(c, definitions));
  return item;
}

export function normalizeMarkdownTree(tree: MarkdownNode): MarkdownNode {
  const definitions = new Map<string, string>();
  collectDefinitions(tree, definitions);
  tree.children = normalizeChildren(tree, definitions);
  return tree;
}

export const remarkNormalize = $remark('planeRemarkNormalize', () => () => (tree) => {
  normalizeMarkdownTree(tree as MarkdownNode);
});
