/**
 * Reads the markdown tree into shapes the schema knows: references become links, footnotes and
 * unknown HTML become text, `<u>…</u>` becomes underline, `<br>` a hard break, `<img>` and
 * `<mention-component>` their nodes; images in a paragraph become image blocks; bare URLs become
 * links. Anything the editor cannot hold is kept as visible text, never dropped or thrown on.
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { $remark } from '@milkdown/kit/utils';
import { isSafeImageSrc } from '../../../src/domain/editor/images';
import { acceptParsedHref, findUrls } from '../../../src/domain/editor/links';
import { readInlineHtml } from './inline-html';

interface Context {
  definitions: Map<string, string>;
  inLink: boolean;
  /** Only a paragraph's own children may be images (they are lifted out as blocks). */
  imagesAllowed: boolean;
}

const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem']);
/** Types the schema reads directly; the rest are rewritten below. */
export const SUPPORTED_MDAST = new Set([
  'root', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'code', 'text', 'emphasis',
  'strong', 'delete', 'inlineCode', 'break', 'link', 'underline', 'image', 'table', 'tableRow', 'tableCell', 'mention',
]);

const node = (type: string, props: Record<string, unknown> = {}): MarkdownNode => ({ type, ...props }) as MarkdownNode;
const text = (value: string) => node('text', { value });
const valueOf = (n: MarkdownNode) => (typeof n.value === 'string' ? n.value : '');
const kids = (n: MarkdownNode) => n.children ?? [];

function plainText(n: MarkdownNode): string {
  if (typeof n.value === 'string') return n.value;
  if (n.type === 'image' || n.type === 'imageReference') return typeof n.alt === 'string' ? n.alt : '';
  if (n.type === 'mention') return `@${String(n.label ?? '')}`;
  return kids(n).map(plainText).join('');
}

function collectDefinitions(n: MarkdownNode, into: Map<string, string>): void {
  if (n.type === 'definition' && typeof n.identifier === 'string' && typeof n.url === 'string' && !into.has(n.identifier)) {
    into.set(n.identifier, n.url);
  }
  kids(n).forEach((child) => collectDefinitions(child, into));
}

/** Pairs `<u>` with its `</u>` among siblings, wrapping what lies between. */
function pairUnderlines(nodes: MarkdownNode[]): MarkdownNode[] {
  const out: MarkdownNode[] = [];
  const tag = (n: MarkdownNode) => (n.type === 'html' ? valueOf(n).trim() : '');
  for (let i = 0; i < nodes.length; i += 1) {
    if (/^<u\s*>$/i.test(tag(nodes[i]))) {
      let depth = 1;
      let close = -1;
      for (let j = i + 1; j < nodes.length && close < 0; j += 1) {
        if (/^<u\s*>$/i.test(tag(nodes[j]))) depth += 1;
        if (/^<\/u\s*>$/i.test(tag(nodes[j])) && --depth === 0) close = j;
      }
      if (close > i) {
        out.push(node('underline', { children: pairUnderlines(nodes.slice(i + 1, close)) }));
        i = close;
        continue;
      }
    }
    out.push(nodes[i]);
  }
  return out;
}

/** Bare URLs in text become links, as GFM does for most of them; this catches the rest. */
function linkifyText(value: string): MarkdownNode[] {
  const out: MarkdownNode[] = [];
  let last = 0;
  for (const m of findUrls(value)) {
    if (m.start > last) out.push(text(value.slice(last, m.start)));
    out.push(node('link', { url: m.url, children: [text(m.url)] }));
    last = m.end;
  }
  if (last < value.length) out.push(text(value.slice(last)));
  return out;
}

function phrasing(nodes: MarkdownNode[], ctx: Context): MarkdownNode[] {
  return pairUnderlines(nodes).flatMap((child) => normalizeInline(child, ctx));
}

function normalizeInline(n: MarkdownNode, ctx: Context): MarkdownNode[] {
  const nested = { ...ctx, imagesAllowed: false };
  switch (n.type) {
    case 'text':
      return ctx.inLink ? [n] : linkifyText(valueOf(n));
    case 'html':
      return readInlineHtml(valueOf(n)).flatMap((part) => (part.type === 'text' || part.type === 'image' ? normalizeInline(part, ctx) : [part]));
    case 'link':
    case 'linkReference': {
      const href = acceptParsedHref(n.type === 'link' ? n.url : ctx.definitions.get(String(n.identifier)));
      // A link with an unusable href (empty, unsafe, undefined reference) is just its text.
      const inner = phrasing(kids(n), { ...nested, inLink: ctx.inLink || href !== null });
      return href === null || ctx.inLink ? inner : [node('link', { url: href, children: inner })];
    }
    case 'footnoteReference':
      return [text(`[^${String(n.label ?? n.identifier ?? '')}]`)];
    case 'image':
    case 'imageReference': {
      const url = n.type === 'image' ? n.url : ctx.definitions.get(String(n.identifier));
      if (ctx.imagesAllowed && isSafeImageSrc(url)) return [node('image', { url, width: n.width, height: n.height })];
      const alt = plainText(n);
      return alt ? normalizeInline(text(alt), ctx) : [];
    }
    default:
      if (!SUPPORTED_MDAST.has(n.type)) return normalizeInline(text(plainText(n)), ctx);
      if (n.children) n.children = phrasing(n.children, nested);
      return [n];
  }
}

/**
 * Trims whitespace at both edges of a run of inline nodes, inside marks and links too. GFM trims
 * table cells when it reads them, so a cell that keeps edge spaces would change on every round.
 */
function trimEdges(nodes: MarkdownNode[]): MarkdownNode[] {
  /** Trims one edge; returns whether the list is now empty there (so the parent trims further). */
  const edge = (list: MarkdownNode[], atStart: boolean): void => {
    while (list.length) {
      const index = atStart ? 0 : list.length - 1;
      const target = list[index];
      if (target.type === 'text') target.value = atStart ? valueOf(target).trimStart() : valueOf(target).trimEnd();
      else if (target.type !== 'break' && target.children) edge(target.children, atStart);
      const empty = target.type === 'break' || (target.type === 'text' && valueOf(target) === '') || (Array.isArray(target.children) && target.children.length === 0);
      if (!empty) return;
      list.splice(index, 1);
    }
  };
  edge(nodes, true);
  edge(nodes, false);
  return nodes;
}

/** A paragraph's images become blocks of their own, splitting the text around them. */
function normalizeParagraph(n: MarkdownNode, ctx: Context): MarkdownNode[] {
  const inline = phrasing(kids(n), { ...ctx, imagesAllowed: true });
  const out: MarkdownNode[] = [];
  let run: MarkdownNode[] = [];
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first?.type === 'text') first.value = valueOf(first).trimStart();
    if (last?.type === 'text') last.value = valueOf(last).trimEnd();
    run = run.filter((c) => c.type !== 'text' || valueOf(c) !== '');
    if (run.length) out.push(node('paragraph', { children: run }));
    run = [];
  };
  for (const child of inline) {
    if (child.type === 'image') {
      flush();
      out.push(child);
    } else run.push(child);
  }
  if (!out.length) return [node('paragraph', { children: run })];
  flush();
  return out;
}

function normalizeBlock(n: MarkdownNode, ctx: Context): MarkdownNode[] {
  const inline = { ...ctx, imagesAllowed: false };
  switch (n.type) {
    case 'definition':
      return [];
    case 'paragraph':
      return normalizeParagraph(n, ctx);
    case 'html': {
      const value = valueOf(n).trim();
      if (!value || /^<br\s*\/?>$/i.test(value)) return [];
      return normalizeParagraph(node('paragraph', { children: [node('html', { value })] }), ctx);
    }
    case 'footnoteDefinition': {
      const blocks = kids(n).flatMap((c) => normalizeBlock(c, ctx));
      const label = text(`[^${String(n.label ?? n.identifier ?? '')}]: `);
      if (blocks[0]?.type === 'paragraph') blocks[0].children = [label, ...kids(blocks[0])];
      else blocks.unshift(node('paragraph', { children: [label] }));
      return blocks;
    }
    case 'heading':
      n.children = phrasing(kids(n), inline);
      return [n];
    case 'table':
      kids(n).forEach((row) => kids(row).forEach((cell) => (cell.children = trimEdges(phrasing(kids(cell), inline)))));
      return [n];
    case 'list': {
      const items = kids(n);
      // One checkbox makes the whole list a to-do list; the other items start unchecked.
      if (items.some((item) => typeof item.checked === 'boolean')) items.forEach((item) => (item.checked ??= false));
      items.forEach((item) => (item.children = kids(item).flatMap((c) => normalizeBlock(c, ctx))));
      return [n];
    }
    default:
      if (BLOCK_CONTAINERS.has(n.type)) {
        n.children = kids(n).flatMap((c) => normalizeBlock(c, ctx));
        return [n];
      }
      if (SUPPORTED_MDAST.has(n.type)) return [n];
      return plainText(n) ? normalizeParagraph(node('paragraph', { children: [text(plainText(n))] }), ctx) : [];
  }
}

export function normalizeMarkdownTree(tree: MarkdownNode): MarkdownNode {
  const definitions = new Map<string, string>();
  collectDefinitions(tree, definitions);
  tree.children = kids(tree).flatMap((c) => normalizeBlock(c, { definitions, inLink: false, imagesAllowed: false }));
  return tree;
}

export const remarkNormalize = $remark('planeRemarkNormalize', () => () => (tree) => {
  normalizeMarkdownTree(tree as MarkdownNode);
});
