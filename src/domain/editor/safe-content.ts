/**
 * Attribute rules for editor content that arrives as JSON (stored descriptions, API values), where
 * nothing went through a parse rule: every URL, colour and size is held to the same rules the
 * markdown and HTML parsers apply, so all three forms are equally safe to read, write and render.
 */
import { sameOriginPath } from '../url';
import type { JsonNode } from './content';
import { DEFAULT_IMAGE_WIDTH, isSafeImageSrc, normalizeImageSize } from './images';
import { acceptParsedHref, LINK_REL, LINK_TARGET } from './links';
import { MENTION_DEFAULTS } from './mentions';
import { codeInfoWord, safeClassList } from '../safe-attributes';

/**
 * A mention's redirect address: a path on this site, normalised (clicking the chip navigates in
 * the same tab); anything else, another host in any spelling or a scheme, becomes "/".
 */
export function safeMentionUri(uri: unknown): string {
  return sameOriginPath(uri) ?? MENTION_DEFAULTS.redirect_uri;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

/** A table cell or row colour: a hex, rgb()/rgba() or named colour; anything else (and "none") is no colour. */
export function safeTableColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return COLOR.test(trimmed) && trimmed.toLowerCase() !== 'none' ? trimmed : null;
}

/** Column widths: positive whole pixel numbers, one per spanned column; anything else is none. */
export function safeColwidth(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0) ? (value as number[]) : null;
}

/** A cell's colspan or rowspan: a whole number from 1 to 1000 (a number or its text); anything else is 1. */
export function safeSpan(value: unknown): number {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}
const span = safeSpan;

type Attrs = Record<string, unknown>;

function cleanMarks(marks: JsonNode['marks']): JsonNode['marks'] {
  if (!marks) return marks;
  // Malformed marks (not a list, not objects) are left to the reader, which drops them.
  if (!Array.isArray(marks)) return marks;
  const kept: NonNullable<JsonNode['marks']> = [];
  for (const mark of marks) {
    if (typeof mark !== 'object' || mark === null) {
      kept.push(mark);
      continue;
    }
    if (mark.type !== 'link') {
      kept.push(mark);
      continue;
    }
    const href = acceptParsedHref(mark.attrs?.href);
    // As when markdown or HTML is read: an unsafe link loses its mark and keeps its text.
    if (href === null) continue;
    const target = mark.attrs?.target;
    const title = mark.attrs?.title;
    kept.push({
      ...mark,
      attrs: {
        href,
        target: typeof target === 'string' && target ? target : LINK_TARGET,
        rel: LINK_REL,
        class: safeClassList(mark.attrs?.class),
        ...(title !== undefined ? { title: typeof title === 'string' ? title : null } : {}),
        ...(mark.attrs?.literal !== undefined ? { literal: mark.attrs.literal === true } : {}),
      },
    });
  }
  return kept;
}

function cleanAttrs(type: string, attrs: Attrs | undefined): Attrs | undefined {
  if (!attrs) return attrs;
  switch (type) {
    case 'image':
    case 'inlineImage':
      return {
        ...attrs,
        src: String(attrs.src).trim(),
        width: normalizeImageSize(attrs.width) ?? DEFAULT_IMAGE_WIDTH,
        height: normalizeImageSize(attrs.height),
        ...(attrs.alt !== undefined ? { alt: typeof attrs.alt === 'string' ? attrs.alt : '' } : {}),
        ...(attrs.title !== undefined ? { title: typeof attrs.title === 'string' ? attrs.title : null } : {}),
      };
    case 'mention':
      return { ...attrs, redirect_uri: safeMentionUri(attrs.redirect_uri) };
    case 'codeBlock':
      return { ...attrs, language: codeInfoWord(attrs.language) };
    case 'tableRow':
      return { ...attrs, background: safeTableColor(attrs.background), textColor: safeTableColor(attrs.textColor) };
    case 'tableCell':
    case 'tableHeader':
      return {
        ...attrs,
        colspan: span(attrs.colspan),
        rowspan: span(attrs.rowspan),
        colwidth: safeColwidth(attrs.colwidth),
        background: safeTableColor(attrs.background),
        ...(attrs.align !== undefined ? { align: safeCellAlign(attrs.align) } : {}),
        ...(type === 'tableCell' ? { textColor: safeTableColor(attrs.textColor) } : {}),
      };
    default:
      return attrs;
  }
}

/** A table cell's column alignment (GFM): left, center or right; anything else is none. */
export function safeCellAlign(value: unknown): 'left' | 'center' | 'right' | null {
  return value === 'left' || value === 'center' || value === 'right' ? value : null;
}

/** An inline image with an unsafe source leaves its alt text, as markdown does, or nothing. */
function unsafeInlineImage(node: JsonNode): JsonNode | null {
  const alt = node.attrs?.alt;
  return typeof alt === 'string' && alt ? { type: 'text', text: alt, ...(node.marks ? { marks: cleanMarks(node.marks) } : {}) } : null;
}

/**
 * A JSON document with the parse rules applied: unsafe links lose their mark, images with an
 * unsafe source become an empty paragraph (inline: their alt text), as markdown drops them;
 * mention addresses, link classes, code languages, table colours, spans, alignments, column widths
 * and image sizes are made valid. Structure is left to the schema.
 */
export function sanitizeDocumentJson(node: JsonNode): JsonNode {
  if (node.type === 'image' && !isSafeImageSrc(node.attrs?.src)) return { type: 'paragraph' };
  const out: JsonNode = { ...node };
  const attrs = cleanAttrs(node.type, typeof node.attrs === 'object' && node.attrs !== null ? node.attrs : undefined);
  if (attrs) out.attrs = attrs;
  const marks = cleanMarks(node.marks);
  if (marks) out.marks = marks;
  if (Array.isArray(node.content)) {
    out.content = node.content.flatMap((child) => {
      if (!child || typeof child !== 'object') return [child];
      if (child.type === 'inlineImage' && !isSafeImageSrc(child.attrs?.src)) return [unsafeInlineImage(child)].filter((c): c is JsonNode => c !== null);
      return [sanitizeDocumentJson(child)];
    });
  }
  return out;
}
