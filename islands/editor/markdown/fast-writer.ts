/**
 * The fast path of markdown writing: a top-level block straight from ProseMirror to text, for
 * blocks whose markdown involves no escaping decision (ordinary words, marks on whole words,
 * links, inline code, lists, quotes, code blocks, tables, images, mentions). Anything else is
 * declined and the serializer writes the block through remark (remark-writer.ts), which owns the
 * escaping and delimiter rules. The output is the one remark writes, character for character: a
 * differential property test (fast-writer.test.ts) holds the two paths to it.
 *
 * This file is the driver and knows no node by name: every node and mark says in its schema spec,
 * under `fastMarkdown`, how it writes itself (a block, an inline node, a mark's delimiters) or that
 * it declines (`declined()`); a node without one is always left to remark. A new construct is one
 * more writer in its node's file.
 *
 * Why: remark's serializer spends most of a long document's time in escaping checks and garbage
 * (bench/report.md, serialize-1m); most blocks of a real document need none of it.
 */
import type { Mark, Node } from '@milkdown/kit/prose/model';
import { declined, orRemark } from './decline';
import { orderMarks } from './mark-order';
import type { ListMarkers } from './options';

/** What a block's own writer is given: the driver, to write what the block holds. */
export interface BlockWriter {
  /** The list markers of this serialiser variant. */
  readonly markers: ListMarkers;
  /** A textblock's inline content (a table cell writes its line breaks as spaces). */
  inline(textblock: Node, inCell?: boolean): string;
  /** A container's children, joined as remark joins flow content (tight: a list item's). */
  flow(container: Node, tight: boolean): string;
}

/** The markdown tree node a block becomes: remark's rules for joining blocks depend on it. */
export type MdastBlock = 'paragraph' | 'heading' | 'code' | 'thematicBreak' | 'blockquote' | 'list' | 'listItem' | 'table';

/** A block node's `fastMarkdown`. */
export interface FastBlockMarkdown {
  mdast: MdastBlock;
  /** Lists of one family in a row alternate their markers, or markdown would read them as one list. */
  listFamily?: 'ordered' | 'unordered';
  /**
   * False when, on the line after a paragraph (in a tight list item), markdown would read this
   * block as part of the paragraph, so a blank line must part them. True when not given.
   */
  interruptsParagraph?: (node: Node) => boolean;
  /** The block's markdown without a trailing newline, or `declined()`. None: its container writes it (list items). */
  write?: (node: Node, writer: BlockWriter) => string;
}

/** What an inline node's or inline code's own writer sees of the line it is written into. */
export interface InlineLine {
  /** In a table cell, where a line break is written as a space. */
  readonly inCell: boolean;
  /** How many marks are open around the node. */
  readonly openMarks: number;
  /** The textblock's markdown so far. */
  readonly written: string;
  readonly atLineStart: boolean;
}

/** An inline node's `fastMarkdown`. */
export interface FastInlineMarkdown {
  write(node: Node, line: InlineLine): string;
  /** A line break: what follows it starts a line. */
  breaksLine?: boolean;
}

/** A mark's `fastMarkdown`: delimiters around its text, or (inline code) a writer of the text itself. */
export type FastMarkMarkdown =
  | {
      open: string;
      /** The closing delimiter; a function gets what was written inside, and may decline. */
      close: string | ((mark: Mark, inside: string) => string);
      /** Emphasis-like: the delimiters count only with a letter or digit on their inner side. */
      flanked?: boolean;
    }
  | { writeText(node: Node, line: InlineLine): string };

// Text whose every character remark writes as is, wherever it stands in a line.
const PLAIN_TEXT = /^[\p{L}\p{N}\p{M} .,;:'"?()/\-+=%$^{}!>&@—–’‘“”…]*$/u;
// Character pairs that remark escapes (GFM autolink literals, entities): seen across text nodes.
const CONTEXT_ESCAPES = /[Ww]\.[-.\w]|[ps]:\/|[+\-.\w]@[-.\w]|&[#A-Za-z]/;
// A line may start with a letter or digit only, and not like an ordered list item (`1.`, `2)`).
const LINE_START = /^[\p{L}\p{N}]/u;
const ORDERED_START = /^\d+[.)]/;
// Delimiters of emphasis, strong and strike form only around letters or digits on their inside.
const WORD_CHAR = /[\p{L}\p{N}]/u;
const NOT_SPACE = /\S/;
const DELIMITER_CHARS = new Set(['*', '~', '_']);
/** Link and image addresses written without `<…>` and without escapes. */
export const PLAIN_URL = /^[A-Za-z0-9\-._~:/?#%=+,;@]+$/;

const blockSpec = (node: Node) => node.type.spec.fastMarkdown as FastBlockMarkdown | undefined;
const markSpec = (mark: Mark) => mark.type.spec.fastMarkdown as FastMarkMarkdown | undefined;
const writesText = (mark: Mark) => {
  const spec = markSpec(mark);
  return spec !== undefined && 'writeText' in spec;
};
const wraps = (mark: Mark) => !writesText(mark);

/** Writes the inline content of one textblock (a table cell writes its line breaks as spaces). */
class InlineWriter implements InlineLine {
  written = '';
  atLineStart = true;
  private open: Mark[] = [];
  /** Where each open mark's inside starts in `written`. */
  private insideFrom: number[] = [];
  /** What the next character must be, after an opening delimiter (remark would encode anything else). */
  private nextMustMatch: RegExp | null = null;

  constructor(readonly inCell: boolean) {}

  get openMarks(): number {
    return this.open.length;
  }

  write(block: Node): string {
    if (block.childCount === 0) declined();
    let context = '';
    block.forEach((child) => (context += child.isText ? child.text : '\u0001'));
    if (CONTEXT_ESCAPES.test(context)) declined();
    block.forEach((child) => this.child(child));
    this.closeTo(0);
    if (this.nextMustMatch || / $/.test(this.written)) declined();
    return this.written;
  }

  private child(node: Node) {
    const wanted = orderMarks(node.marks, this.open, wraps);
    let keep = 0;
    while (keep < this.open.length && keep < wanted.length && this.open[keep].eq(wanted[keep])) keep += 1;
    this.closeTo(keep);
    for (const mark of wanted.slice(keep)) this.openMark(mark);

    if (node.isText) {
      const textMark = node.marks.find(writesText);
      if (textMark) this.emit((markSpec(textMark) as { writeText: (node: Node, line: InlineLine) => string }).writeText(node, this));
      else this.text(node.text ?? '');
      return;
    }
    const spec = node.type.spec.fastMarkdown as FastInlineMarkdown | undefined;
    if (!spec) declined();
    this.emit(spec.write(node, this));
    if (spec.breaksLine) this.atLineStart = true;
  }

  private text(text: string) {
    if (!PLAIN_TEXT.test(text)) declined();
    if (this.atLineStart && (!LINE_START.test(text) || ORDERED_START.test(text))) declined();
    this.emit(text);
  }

  private openMark(mark: Mark) {
    const spec = markSpec(mark);
    if (!spec || !('open' in spec)) declined();
    // `![` would open an image.
    if (spec.open.startsWith('[') && this.written.endsWith('!')) declined();
    if (spec.flanked && DELIMITER_CHARS.has(this.written.slice(-1))) declined();
    this.emit(spec.open);
    this.nextMustMatch = spec.flanked ? WORD_CHAR : NOT_SPACE;
    this.open.push(mark);
    this.insideFrom.push(this.written.length);
  }

  private closeTo(depth: number) {
    while (this.open.length > depth) {
      const mark = this.open.pop()!;
      const from = this.insideFrom.pop()!;
      const spec = markSpec(mark) as Extract<FastMarkMarkdown, { open: string }>;
      if (this.nextMustMatch) declined();
      if (!(spec.flanked ? WORD_CHAR : NOT_SPACE).test(this.written.slice(-1))) declined();
      this.emit(typeof spec.close === 'string' ? spec.close : spec.close(mark, this.written.slice(from)));
    }
  }

  private emit(value: string) {
    if (this.nextMustMatch) {
      if (!this.nextMustMatch.test(value[0])) declined();
      this.nextMustMatch = null;
    }
    this.atLineStart = false;
    this.written += value;
  }
}

/** Prefixes a block's first line with `first` and its other non-empty lines with `rest`. */
export function indent(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first + line : line === '' ? '' : rest + line))
    .join('\n');
}

class Blocks implements BlockWriter {
  constructor(readonly markers: ListMarkers) {}

  block(node: Node): string {
    const write = blockSpec(node)?.write ?? declined();
    return write(node, this);
  }

  inline(textblock: Node, inCell = false): string {
    return new InlineWriter(inCell).write(textblock);
  }

  flow(node: Node, tight: boolean): string {
    let out = '';
    let previous: Node | null = null;
    node.forEach((child) => {
      if (previous && isList(previous) && isList(child)) declined();
      if (previous) out += tight ? tightSeparator(previous, child) : '\n\n';
      out += this.block(child);
      previous = child;
    });
    return out;
  }
}

const mdastOf = (node: Node) => blockSpec(node)?.mdast;
const isList = (node: Node) => mdastOf(node) === 'list';
const CONTAINERS = new Set<MdastBlock | undefined>(['blockquote', 'list', 'listItem']);

/**
 * Between two children of a tight list item: one line break, or a blank line where the next block
 * would otherwise continue or change the one before (remark's join rules for unspread containers).
 */
function tightSeparator(left: Node, right: Node): string {
  const l = mdastOf(left);
  const rightSpec = blockSpec(right);
  const r = rightSpec?.mdast;
  if (l === 'blockquote' && r === 'blockquote') return '\n\n';
  if (l === 'paragraph' && rightSpec?.interruptsParagraph?.(right) === false) return '\n\n';
  let tail = left;
  while (CONTAINERS.has(mdastOf(tail)) && tail.lastChild) tail = tail.lastChild;
  if (mdastOf(tail) !== 'paragraph') return '\n';
  return (l === 'paragraph' || left !== tail) && r === 'paragraph' ? '\n\n' : '\n';
}

/** The block's list family (adjacent lists of one family alternate their markers), or null. */
export const listFamilyOf = (block: Node): string | null => blockSpec(block)?.listFamily ?? null;

/** The block's markdown (without a trailing newline), or null when remark has to write it. */
export function writeBlockFast(block: Node, markers: ListMarkers): string | null {
  return orRemark(() => new Blocks(markers).block(block));
}
