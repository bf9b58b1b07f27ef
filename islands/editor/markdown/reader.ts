/**
 * The fast path of markdown reading: a markdown tree (mdast) built by a small line scanner, for
 * documents written in the plain subset of markdown this editor itself writes (headings,
 * paragraphs, tight lists and to-do lists, quotes, fenced code, rules, tables; bold, italic,
 * strike, inline code and links on words). Anything outside that subset returns null and the
 * codec reads the document with remark (micromark), which knows all of CommonMark and GFM. Either
 * tree then goes through the same remark transformers and Milkdown's node runners, and a
 * differential property test (reader.test.ts) holds the two paths to the same
 * ProseMirror document.
 *
 * Why: remark's tokenizer was over half the time of opening a long document (bench/report.md,
 * open-md-150k and open-md-1m), and most documents are plain.
 */
import type { MarkdownNode } from '@milkdown/kit/transformer';
import { declined, orRemark } from './decline';

type Props = Record<string, unknown>;
const node = (type: string, props: Props = {}): MarkdownNode => ({ type, ...props }) as MarkdownNode;
const text = (value: string) => node('text', { value });

// Characters that take remark's full rules wherever they stand in text (HTML, entities, escapes,
// underscore emphasis, images, references and footnotes, GFM autolink literals).
const SPECIAL_IN_TEXT = /[<&_\\\]~*[`\t]|:\/\/|www\.|@/i;
const WORD = /[\p{L}\p{N}]/u;
// What may stand before an opening `*`/`~~` and after a closing one, so the run clearly opens or closes.
const BEFORE_OPEN = new Set(['', ' ', '\n', '(']);
const AFTER_CLOSE = new Set(['', ' ', '\n', '.', ',', ';', ':', '!', '?', ')', "'", '"', '\\']);
const LINK_DESTINATION = /^[A-Za-z0-9\-._~:/?#%=+,;@]+$/;
// A fence's info: a language, then optional words (micromark's meta).
const CODE_INFO = /^(?:([\w+#.-]+)(?: +([^`\\&\s][^`\\&]*?))? *)?$/;
const HEADING = /^(#{1,6}) (.*)$/;
const BULLET_ITEM = /^- (.*)$/;
const ORDERED_ITEM = /^(\d{1,9})\. (.*)$/;
const TASK = /^\[([ x])\] (.*)$/;
const TABLE_DELIMITER_CELL = /^ *-+ *$/;
// A paragraph's line may not start what a block would (a list, a quote, a heading, a fence, a rule…);
// `*` and `~~` may, when they open emphasis or strike on a word.
const BLOCK_START = /^(?:[ #>+|=<_!:-]|\*(?!\*?[\p{L}\p{N}])|~(?!~[\p{L}\p{N}])|```|\d{1,9}[.)]|\[.?\](?:\s|$))/u;

interface Frame {
  delimiter: string;
  children: MarkdownNode[];
}

/** Inline content: text, soft and hard breaks, `*`/`**`/`~~` around words, `code`, [links](url). */
function parseInline(source: string, allowBreaks: boolean): MarkdownNode[] {
  const stack: Frame[] = [{ delimiter: '', children: [] }];
  let buffer = '';
  const top = () => stack[stack.length - 1].children;
  const flush = () => {
    if (!buffer) return;
    if (SPECIAL_IN_TEXT.test(buffer)) declined();
    const children = top();
    const last = children[children.length - 1];
    if (last?.type === 'text') last.value = `${last.value as string}${buffer}`;
    else children.push(text(buffer));
    buffer = '';
  };

  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '`') {
      const end = source.indexOf('`', i + 1);
      const code = end > 0 ? source.slice(i + 1, end) : '';
      if (!code || source[i + 1] === '`' || source[end + 1] === '`' || /^ | $|\n/.test(code)) declined();
      flush();
      top().push(node('inlineCode', { value: code }));
      i = end + 1;
    } else if (ch === '[') {
      if (buffer.endsWith('!')) declined(); // an image
      const close = source.indexOf('](', i + 1);
      const end = close > 0 ? source.indexOf(')', close + 2) : -1;
      if (end < 0) declined();
      const label = source.slice(i + 1, close);
      const url = source.slice(close + 2, end);
      if (!label || /[[\]`*~\n]/.test(label) || !LINK_DESTINATION.test(url)) declined();
      flush();
      top().push(node('link', { url, title: null, children: [text(label)] }));
      if (SPECIAL_IN_TEXT.test(label)) declined();
      i = end + 1;
    } else if (ch === '*' || ch === '~') {
      let run = 1;
      while (source[i + run] === ch) run += 1;
      if ((ch === '*' && run > 2) || (ch === '~' && run !== 2)) declined();
      const delimiter = ch.repeat(run);
      const before = source[i - 1] ?? '';
      const after = source[i + run] ?? '';
      const opens = BEFORE_OPEN.has(before) && WORD.test(after);
      const closes = WORD.test(before) && AFTER_CLOSE.has(after);
      flush();
      if (opens === closes) declined();
      if (opens) stack.push({ delimiter, children: [] });
      else {
        const frame = stack.pop()!;
        if (frame.delimiter !== delimiter) declined();
        const type = delimiter === '**' ? 'strong' : delimiter === '*' ? 'emphasis' : 'delete';
        top().push(node(type, { children: frame.children }));
      }
      i += run;
    } else if (ch === '\\' && source[i + 1] === '\n' && allowBreaks) {
      flush();
      top().push(node('break'));
      i += 2;
    } else {
      buffer += ch;
      i += 1;
    }
  }
  flush();
  if (stack.length !== 1) declined();
  return stack[0].children;
}

function paragraph(lines: readonly string[]): MarkdownNode {
  for (const line of lines) if (line.endsWith(' ')) declined();
  return node('paragraph', { children: parseInline(lines.join('\n'), true) });
}

/**
 * A list: every line is an item at this list's indent or inside a nested list; blank lines may
 * stand between items of the same kind (a loose list). Items hold one line of text and their nested lists.
 */
function parseList(lines: readonly string[], start: number, indent: number): { list: MarkdownNode; next: number } {
  const pad = ' '.repeat(indent);
  const items: MarkdownNode[] = [];
  const first = ORDERED_ITEM.exec(lines[start].slice(indent));
  const ordered = first !== null;
  const ITEM = ordered ? ORDERED_ITEM : BULLET_ITEM;
  let spread = false;
  let i = start;
  const isSibling = (line: string) => line.startsWith(pad) && line[indent] !== ' ' && ITEM.test(line.slice(indent));
  while (i < lines.length) {
    if (lines[i] === '') {
      let next = i;
      while (next < lines.length && lines[next] === '') next += 1;
      if (next === lines.length || !isSibling(lines[next])) break;
      spread = true;
      i = next;
    }
    if (!lines[i].startsWith(pad) || lines[i][indent] === ' ') break;
    // An item of the other kind starts another list, which this scanner leaves to remark.
    const match = ITEM.exec(lines[i].slice(indent)) ?? declined();
    const marker = ordered ? match[1].length + 2 : 2;
    let body = ordered ? match[2] : match[1];
    const task = ordered ? null : TASK.exec(body);
    if (task) body = task[2];
    if (!body || BLOCK_START.test(body) || body.endsWith(' ')) declined();
    const children = [node('paragraph', { children: parseInline(body, false) })];
    i += 1;
    const inner = indent + marker;
    if (i < lines.length && lines[i].startsWith(' '.repeat(inner)) && lines[i][inner] !== ' ') {
      const nested = parseList(lines, i, inner);
      children.push(nested.list);
      i = nested.next;
    }
    items.push(node('listItem', { spread: false, checked: task ? task[1] === 'x' : null, children }));
  }
  // A deeper line that is no item of a nested list (a continuation, code in an item) is outside the subset.
  if (i < lines.length && lines[i].startsWith(`${pad} `)) declined();
  return { list: node('list', { ordered, start: first ? Number(first[1]) : null, spread, children: items }), next: i };
}

function parseTable(rows: readonly string[]): MarkdownNode {
  const cells = rows.map((row) => {
    if (!row.startsWith('|') || !row.endsWith('|') || row.length < 2) declined();
    // GFM splits cells at every pipe, inside code spans too.
    return row.slice(1, -1).split('|');
  });
  const columns = cells[0].length;
  if (cells.length < 2 || cells.some((row) => row.length !== columns) || !cells[1].every((c) => TABLE_DELIMITER_CELL.test(c))) declined();
  const row = (values: string[]) => node('tableRow', { children: values.map((value) => node('tableCell', { children: value.trim() ? parseInline(value.trim(), false) : [] })) });
  return node('table', { align: new Array(columns).fill(null), children: [row(cells[0]), ...cells.slice(2).map(row)] });
}

/** Blocks separated by blank lines: the document, or the inside of a quote. */
function parseBlocks(lines: readonly string[]): MarkdownNode[] {
  const blocks: MarkdownNode[] = [];
  let i = 0;
  const runWhile = (test: (line: string) => boolean) => {
    const start = i;
    while (i < lines.length && test(lines[i])) i += 1;
    return lines.slice(start, i);
  };
  while (i < lines.length) {
    const line = lines[i];
    if (line === '') {
      i += 1;
      continue;
    }
    if (/^\s/.test(line)) declined();
    const heading = HEADING.exec(line);
    if (line.startsWith('```')) {
      const info = CODE_INFO.exec(line.slice(3)) ?? declined();
      let end = i + 1;
      while (end < lines.length && !/^`{3,}\s*$/.test(lines[end])) end += 1;
      if (end >= lines.length || lines[end] !== '```') declined();
      blocks.push(node('code', { lang: info[1] ?? null, meta: info[2]?.trim() || null, value: lines.slice(i + 1, end).join('\n') }));
      i = end + 1;
    } else if (heading) {
      const content = heading[2];
      if (!content || / $|#$/.test(content) || content.startsWith(' ')) declined();
      blocks.push(node('heading', { depth: heading[1].length, children: parseInline(content, false) }));
      i += 1;
    } else if (line === '---') {
      blocks.push(node('thematicBreak'));
      i += 1;
    } else if (line.startsWith('>')) {
      const quoted = runWhile((l) => l.startsWith('>')).map((l) => (l === '>' ? '' : l.startsWith('> ') ? l.slice(2) : declined()));
      blocks.push(node('blockquote', { children: parseBlocks(quoted) }));
    } else if (BULLET_ITEM.test(line) || ORDERED_ITEM.test(line)) {
      const { list, next } = parseList(lines, i, 0);
      blocks.push(list);
      i = next;
    } else if (line.startsWith('|')) {
      blocks.push(parseTable(runWhile((l) => l !== '')));
    } else {
      if (BLOCK_START.test(line)) declined();
      blocks.push(paragraph(runWhile((l) => l !== '' && !BLOCK_START.test(l))));
    }
    // Every block ends at a blank line (or a quote's end): anything else would continue or interrupt it.
    if (i < lines.length && lines[i] !== '') declined();
  }
  return blocks;
}

/** The markdown tree of a document in the plain subset, or null when remark has to read it. */
export function readMarkdownFast(markdown: string): MarkdownNode | null {
  // Reference definitions and footnotes reach across blocks; CR and NUL are line endings and replacements to micromark.
  if (/\]:|\[\^|[\r\0]/.test(markdown)) return null;
  return orRemark(() => node('root', { children: parseBlocks(markdown.split('\n')) }));
}
