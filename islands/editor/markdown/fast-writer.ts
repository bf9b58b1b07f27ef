/**
 * The fast path of markdown writing: a top-level block straight from ProseMirror to text, for
 * blocks whose markdown involves no escaping decision (ordinary words, marks on whole words,
 * links, inline code, lists, quotes, code blocks, tables, images, mentions). Anything else returns
 * null and the codec writes the block through remark (markdown-writer.ts), which owns the escaping
 * and delimiter rules. The output is the one remark writes, character for character: a
 * differential property test (markdown-fast-writer.test.ts) holds the two paths to it.
 *
 * Why: remark's serializer spends most of a long document's time in escaping checks and garbage
 * (bench/report.md, serialize-1m); most blocks of a real document need none of it.
 */
import type { Mark, Node } from '@milkdown/kit/prose/model';
import { DEFAULT_IMAGE_WIDTH, imageTag } from '../../../src/domain/editor/images';
import { mentionTag } from '../../../src/domain/editor/mentions';
import { renderHref } from '../../../src/domain/editor/links';
import { DEFAULT_CODE_LANGUAGE, languageOf } from '../features/code-block/node';
import { clampLevel } from '../nodes/heading';
import { mentionAttrsOf } from '../features/mention/node';
import { startOf } from '../nodes/ordered-list';
import { LIST_MARKERS } from './options';

/** The list markers of a serialiser variant (see LIST_MARKERS in plugins/markdown-handlers.ts). */
export interface ListMarkers {
  bullet: string;
  ordered: string;
}

/** LIST_MARKERS, variant by variant, in this writer's terms. */
export const FAST_LIST_MARKERS: readonly ListMarkers[] = LIST_MARKERS.map((m) => ({ bullet: String(m.bullet), ordered: String(m.bulletOrdered) }));

/** Thrown (and caught in writeBlockFast) when a block needs remark's escaping rules. */
class NeedsRemark extends Error {}
const fallback = (): never => {
  throw new NeedsRemark();
};

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
// Link and image addresses written without `<…>` and without escapes.
const PLAIN_URL = /^[A-Za-z0-9\-._~:/?#%=+,;@]+$/;
const PLAIN_LANGUAGE = /^[\w+#.-]+$/;
const DELIMITER_CHARS = new Set(['*', '~', '_']);

const markDelimiters: Record<string, [string, string] | undefined> = {
  bold: ['**', '**'],
  italic: ['*', '*'],
  strike: ['~~', '~~'],
  underline: ['<u>', '</u>'],
};
const FLANKED = new Set(['bold', 'italic', 'strike']);

/** Marks in the order the remark path nests them: ones still open first, then by schema priority. */
function orderMarks(marks: readonly Mark[], open: readonly Mark[]): Mark[] {
  const rest = marks.filter((m) => m.type.name !== 'code').sort((a, b) => (a.type.spec.priority ?? 50) - (b.type.spec.priority ?? 50));
  const continuing: Mark[] = [];
  for (const mark of open) {
    const index = rest.findIndex((m) => m.eq(mark));
    if (index >= 0) continuing.push(...rest.splice(index, 1));
  }
  return continuing.concat(rest);
}

/** Writes the inline content of one textblock (a table cell writes its line breaks as spaces). */
class InlineWriter {
  private out = '';
  private open: Mark[] = [];
  /** What the next character must be, after an opening delimiter (remark would encode anything else). */
  private nextMustMatch: RegExp | null = null;
  private atLineStart = true;
  private linkLabelStart = 0;

  constructor(private inCell: boolean) {}

  write(block: Node): string {
    if (block.childCount === 0) fallback();
    let context = '';
    block.forEach((child) => (context += child.isText ? child.text : '\u0001'));
    if (CONTEXT_ESCAPES.test(context)) fallback();
    block.forEach((child) => this.child(child));
    this.closeTo(0);
    if (this.nextMustMatch || / $/.test(this.out)) fallback();
    return this.out;
  }

  private child(node: Node) {
    const wanted = orderMarks(node.marks, this.open);
    let keep = 0;
    while (keep < this.open.length && keep < wanted.length && this.open[keep].eq(wanted[keep])) keep += 1;
    this.closeTo(keep);
    for (const mark of wanted.slice(keep)) this.openMark(mark);

    if (node.isText) {
      const text = node.text ?? '';
      if (node.marks.some((m) => m.type.name === 'code')) this.code(node, text);
      else this.text(text);
    } else if (node.type.name === 'hardBreak') {
      if (this.open.length || node.marks.length) fallback();
      if (/ $/.test(this.out) || this.atLineStart) fallback();
      this.emit(this.inCell ? ' ' : '\\\n');
      this.atLineStart = true;
    } else if (node.type.name === 'mention') {
      if (node.marks.length) fallback();
      this.emit(mentionTag(mentionAttrsOf(node)));
    } else {
      fallback();
    }
  }

  private text(text: string) {
    if (!PLAIN_TEXT.test(text)) fallback();
    if (this.atLineStart && (!LINE_START.test(text) || ORDERED_START.test(text))) fallback();
    this.emit(text);
  }

  private code(node: Node, text: string) {
    if (node.marks.length > 1 || this.open.length) fallback();
    if (!text || /[`\n\r|]/.test(text) || text.startsWith(' ') || text.endsWith(' ')) fallback();
    if (this.out.endsWith('`')) fallback();
    this.emit(`\`${text}\``);
  }

  private openMark(mark: Mark) {
    const name = mark.type.name;
    if (name === 'link') {
      if (this.out.endsWith('!')) fallback();
      this.emit('[');
      this.linkLabelStart = this.out.length;
    } else {
      const delimiters = markDelimiters[name] ?? fallback();
      if (FLANKED.has(name) && DELIMITER_CHARS.has(this.out.slice(-1))) fallback();
      this.emit(delimiters[0]);
    }
    this.nextMustMatch = FLANKED.has(name) ? WORD_CHAR : NOT_SPACE;
    this.open.push(mark);
  }

  private closeTo(depth: number) {
    while (this.open.length > depth) {
      const mark = this.open.pop()!;
      if (this.nextMustMatch) fallback();
      if (!(FLANKED.has(mark.type.name) ? WORD_CHAR : NOT_SPACE).test(this.out.slice(-1))) fallback();
      if (mark.type.name === 'link') {
        const href = renderHref(mark.attrs.href);
        const label = this.out.slice(this.linkLabelStart);
        // remark writes a link whose text is its address as an autolink (`<…>`).
        if (!PLAIN_URL.test(href) || href === label || href === `mailto:${label}`) fallback();
        this.emit(`](${href})`);
      } else {
        this.emit(markDelimiters[mark.type.name]![1]);
      }
    }
  }

  private emit(value: string) {
    if (this.nextMustMatch) {
      if (!this.nextMustMatch.test(value[0])) fallback();
      this.nextMustMatch = null;
    }
    this.atLineStart = false;
    this.out += value;
  }
}

const inline = (block: Node, inCell = false) => new InlineWriter(inCell).write(block);

function indent(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first + line : line === '' ? '' : rest + line))
    .join('\n');
}

function longestBacktickRun(value: string): number {
  let longest = 0;
  for (const run of value.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

class BlockWriter {
  constructor(private markers: ListMarkers) {}

  block(node: Node): string {
    switch (node.type.name) {
      case 'paragraph':
        return inline(node);
      case 'heading': {
        if (node.content.size === 0) fallback();
        node.forEach((child) => child.type.name === 'hardBreak' && fallback());
        return `${'#'.repeat(clampLevel(node.attrs.level))} ${inline(node)}`;
      }
      case 'blockquote':
        return this.flow(node, false)
          .split('\n')
          .map((line) => (line === '' ? '>' : `> ${line}`))
          .join('\n');
      case 'codeBlock':
        return this.codeBlock(node);
      case 'horizontalRule':
        return '---';
      case 'image':
        return this.image(node);
      case 'bulletList':
      case 'taskList':
        return this.list(node, () => this.markers.bullet);
      case 'orderedList': {
        const start = startOf(node.attrs.start);
        return this.list(node, (index) => `${start + index}${this.markers.ordered}`);
      }
      case 'table':
        return this.table(node);
      default:
        return fallback();
    }
  }

  /** Children of a container, joined as remark joins flow content; two lists in a row alternate markers there. */
  private flow(node: Node, tight: boolean): string {
    let out = '';
    let previous: Node | null = null;
    node.forEach((child) => {
      if (previous && isList(previous) && isList(child)) fallback();
      if (previous) out += tight ? tightSeparator(previous, child) : '\n\n';
      out += this.block(child);
      previous = child;
    });
    return out;
  }

  private list(node: Node, bulletAt: (index: number) => string): string {
    const items: string[] = [];
    node.forEach((item, _offset, index) => {
      if (item.firstChild?.type.name !== 'paragraph') fallback();
      const bullet = bulletAt(index);
      const checkbox = item.type.name === 'taskItem' ? `[${item.attrs.checked ? 'x' : ' '}] ` : '';
      const body = this.flow(item, true);
      items.push(indent(checkbox + body, `${bullet} `, ' '.repeat(bullet.length + 1)));
    });
    return items.join('\n');
  }

  private codeBlock(node: Node): string {
    const value = node.textContent;
    if (value.includes('\r')) fallback();
    const language = languageOf(node.attrs.language);
    const info = language === DEFAULT_CODE_LANGUAGE ? '' : language;
    if (info && !PLAIN_LANGUAGE.test(info)) fallback();
    const fence = '`'.repeat(Math.max(longestBacktickRun(value) + 1, 3));
    return `${fence}${info}\n${value ? `${value}\n` : ''}${fence}`;
  }

  private image(node: Node): string {
    const { src, width, height } = node.attrs as { src: string; width: string; height: string | null };
    if (width !== DEFAULT_IMAGE_WIDTH || height) return imageTag({ src, width, height });
    if (!PLAIN_URL.test(src)) fallback();
    return `![](${src})`;
  }

  private table(node: Node): string {
    const rows: string[][] = [];
    node.forEach((row) => {
      const cells: string[] = [];
      row.forEach((cell) => {
        if (Number(cell.attrs.colspan ?? 1) !== 1) fallback();
        // One empty paragraph is an empty cell; several paragraphs are joined by a space (remark's break in a cell).
        if (cell.childCount === 1 && cell.firstChild!.childCount === 0) cells.push('');
        else {
          const paragraphs: string[] = [];
          cell.forEach((paragraph) => paragraphs.push(inline(paragraph, true)));
          cells.push(paragraphs.join(' '));
        }
      });
      rows.push(cells);
    });
    const columns = rows[0]?.length ?? 0;
    if (columns === 0 || rows.some((cells) => cells.length !== columns)) fallback();
    const widths = Array.from({ length: columns }, (_, c) => Math.max(1, ...rows.map((cells) => cells[c].length)));
    const line = (cells: readonly string[]) => `| ${cells.map((cell, c) => cell + ' '.repeat(widths[c] - cell.length)).join(' | ')} |`;
    const delimiter = line(widths.map((w) => '-'.repeat(w)));
    return [line(rows[0]), delimiter, ...rows.slice(1).map(line)].join('\n');
  }
}

const isList = (node: Node) => node.type.name === 'bulletList' || node.type.name === 'orderedList' || node.type.name === 'taskList';

/** The markdown tree type each block becomes (an image is written inside a paragraph). */
const MDAST_TYPE: Record<string, string> = {
  paragraph: 'paragraph', image: 'paragraph', heading: 'heading', codeBlock: 'code', horizontalRule: 'thematicBreak',
  blockquote: 'blockquote', bulletList: 'list', orderedList: 'list', taskList: 'list', listItem: 'listItem', taskItem: 'listItem', table: 'table',
};
const CONTAINERS = new Set(['blockquote', 'list', 'listItem']);

/**
 * Between two children of a tight list item: one line break, or a blank line where the next block
 * would otherwise continue or change the one before (remark's join rules for unspread containers).
 */
function tightSeparator(left: Node, right: Node): string {
  const l = MDAST_TYPE[left.type.name];
  const r = MDAST_TYPE[right.type.name];
  if (l === 'blockquote' && r === 'blockquote') return '\n\n';
  if (l === 'paragraph' && right.type.name === 'orderedList' && startOf(right.attrs.start) !== 1) return '\n\n';
  if (l === 'paragraph' && r === 'thematicBreak') return '\n\n';
  let tail = left;
  while (CONTAINERS.has(MDAST_TYPE[tail.type.name]) && tail.lastChild) tail = tail.lastChild;
  if (MDAST_TYPE[tail.type.name] !== 'paragraph') return '\n';
  return (l === 'paragraph' || left !== tail) && r === 'paragraph' ? '\n\n' : '\n';
}

/** The block's markdown (without a trailing newline), or null when remark has to write it. */
export function writeBlockFast(block: Node, markers: ListMarkers): string | null {
  try {
    return new BlockWriter(markers).block(block);
  } catch (error) {
    if (error instanceof NeedsRemark) return null;
    throw error;
  }
}
