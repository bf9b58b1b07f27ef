/**
 * Inline content of the markdown tree, in shapes the schema knows: references become links and
 * images (with their titles), `<u>…</u>` becomes underline, known HTML tags their nodes and any
 * other HTML an inert raw-HTML node; images stay where they stand in the text; bare URLs become
 * links. Anything the editor cannot hold is kept as visible text, never dropped or thrown on.
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { isSafeImageSrc } from '../../../src/domain/editor/images';
import { acceptParsedHref, findUrls } from '../../../src/domain/editor/links';
import { readAsLiteral } from './autolink-literal';
import { readInlineHtml } from './inline-html';

export interface Definition {
  url: string;
  title: string | null;
}

export interface InlineContext {
  definitions: ReadonlyMap<string, Definition>;
  inLink: boolean;
  /** The markdown read, when known: it tells a bare address (a GFM autolink literal) from `<…>`. */
  source?: string;
}

/** Types the schema reads directly; the rest are rewritten here or in remark-normalize.ts. */
export const SUPPORTED_MDAST = new Set([
  'root', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'code', 'text', 'emphasis',
  'strong', 'delete', 'inlineCode', 'break', 'link', 'underline', 'image', 'inlineImage', 'table', 'tableRow', 'tableCell',
  'mention', 'htmlInline', 'htmlBlock',
]);

export const node = (type: string, props: Record<string, unknown> = {}): MarkdownNode => ({ type, ...props }) as MarkdownNode;
export const text = (value: string) => node('text', { value });
export const valueOf = (n: MarkdownNode) => (typeof n.value === 'string' ? n.value : '');
export const kids = (n: MarkdownNode) => n.children ?? [];
const titleOf = (n: MarkdownNode) => (typeof n.title === 'string' ? n.title : null);

export function plainText(n: MarkdownNode): string {
  if (typeof n.value === 'string') return n.value;
  if (n.type === 'image' || n.type === 'imageReference' || n.type === 'inlineImage') return typeof n.alt === 'string' ? n.alt : '';
  if (n.type === 'mention') return `@${String(n.label ?? '')}`;
  return kids(n).map(plainText).join('');
}

/**
 * Pairs `<u>` with its `</u>` among siblings, wrapping what lies between. An empty pair underlines
 * nothing, and a mark cannot stand on nothing: it stays raw HTML, written back as it came.
 */
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
      if (close > i + 1) {
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
    out.push(node('link', { url: m.url, title: null, literal: true, children: [text(m.url)] }));
    last = m.end;
  }
  if (last < value.length) out.push(text(value.slice(last)));
  return out;
}

const MARKS = new Set(['emphasis', 'strong', 'delete']);

/**
 * A mark inside a mark of its own kind adds nothing (ProseMirror holds one mark of a kind over a
 * run): its children join the outer mark's, so a `<u>` and `</u>` it had split still pair up.
 */
function flattenSameKind(n: MarkdownNode): MarkdownNode[] {
  return kids(n).flatMap((child) => (child.type === n.type ? flattenSameKind(child) : [child]));
}

export function phrasing(nodes: MarkdownNode[], ctx: InlineContext): MarkdownNode[] {
  return pairUnderlines(nodes).flatMap((child) => normalizeInline(child, ctx));
}

function normalizeInline(n: MarkdownNode, ctx: InlineContext): MarkdownNode[] {
  switch (n.type) {
    case 'text':
      return ctx.inLink ? [n] : linkifyText(valueOf(n));
    case 'html':
      return readInlineHtml(valueOf(n)).flatMap((part) => (part.type === 'inlineImage' ? normalizeInline(part, ctx) : [part]));
    case 'link':
    case 'linkReference': {
      const definition = n.type === 'link' ? { url: n.url, title: titleOf(n) } : ctx.definitions.get(String(n.identifier));
      const href = acceptParsedHref(definition?.url);
      // A link with an unusable href (empty, unsafe, undefined reference) is just its text.
      const inner = phrasing(kids(n), { ...ctx, inLink: ctx.inLink || href !== null });
      if (href === null || ctx.inLink) return inner;
      const literal = n.type === 'link' && readAsLiteral(n, ctx.source);
      return [node('link', { url: href, title: definition?.title ?? null, literal, children: inner })];
    }
    case 'footnoteReference':
      return [text(`[^${String(n.label ?? n.identifier ?? '')}]`)];
    case 'image':
    case 'imageReference':
    case 'inlineImage': {
      const definition = n.type === 'imageReference' ? ctx.definitions.get(String(n.identifier)) : { url: n.url, title: titleOf(n) };
      const alt = plainText(n);
      if (isSafeImageSrc(definition?.url)) {
        return [node('inlineImage', { url: definition.url, alt, title: definition.title ?? null, width: n.width, height: n.height })];
      }
      return alt ? normalizeInline(text(alt), ctx) : [];
    }
    default:
      if (!SUPPORTED_MDAST.has(n.type)) return normalizeInline(text(plainText(n)), ctx);
      if (n.children) n.children = phrasing(MARKS.has(n.type) ? flattenSameKind(n) : n.children, ctx);
      return [n];
  }
}

/**
 * Trims whitespace at both edges of a run of inline nodes, inside marks and links too. GFM trims
 * table cells when it reads them, so a cell that keeps edge spaces would change on every round.
 */
export function trimEdges(nodes: MarkdownNode[]): MarkdownNode[] {
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
