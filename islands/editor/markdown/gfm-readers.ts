/**
 * GFM's readers for remark (mdast-util-from-markdown extensions), without GFM's writers.
 * mdast-util-gfm-table and mdast-util-gfm-task-list-item keep reader and writer in one module, and
 * their writers import mdast-util-to-markdown and markdown-table: with their readers, remark's whole
 * writer was back in the editor's first chunk (a bundler keeps a module whole). These two build the
 * same trees (gfm-readers.test.ts holds them to the library's); the other GFM readers' modules
 * import nothing of the writer and are used as they are.
 */
import type { CompileContext, Extension, Handle, Token } from 'mdast-util-from-markdown';
import type { ListItem, Nodes, Paragraph, Parent } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';

/** Whether the reader is inside a table: a pipe escaped in a table's inline code is a pipe. */
const inTable = (context: CompileContext) => (context.data as { gfmInTable?: boolean }).gfmInTable === true;
const setInTable = (context: CompileContext, value: boolean) => {
  (context.data as { gfmInTable?: boolean }).gfmInTable = value || undefined;
};

const top = (context: CompileContext, depth = 1) => context.stack[context.stack.length - depth] as Nodes | undefined;

/** A column's alignment as micromark's GFM table tokenizer records it on the table token. */
type Align = 'left' | 'center' | 'right' | 'none';

const enterTable: Handle = function enterTable(token) {
  const align = (token as Token & { _align?: Align[] })._align ?? [];
  this.enter({ type: 'table', align: align.map((a) => (a === 'none' ? null : a)), children: [] }, token);
  setInTable(this, true);
};

const exitTable: Handle = function exitTable(token) {
  this.exit(token);
  setInTable(this, false);
};

const enterRow: Handle = function enterRow(token) {
  this.enter({ type: 'tableRow', children: [] }, token);
};

const enterCell: Handle = function enterCell(token) {
  this.enter({ type: 'tableCell', children: [] }, token);
};

const exitNode: Handle = function exitNode(token) {
  this.exit(token);
};

const exitCodeText: Handle = function exitCodeText(token) {
  const value = this.resume();
  const node = top(this);
  if (node?.type === 'inlineCode') node.value = inTable(this) ? value.replace(/\\([\\|])/g, (all, char: string) => (char === '|' ? char : all)) : value;
  this.exit(token);
};

const gfmTableReader: Extension = {
  enter: { table: enterTable, tableData: enterCell, tableHeader: enterCell, tableRow: enterRow },
  exit: { codeText: exitCodeText, table: exitTable, tableData: exitNode, tableHeader: exitNode, tableRow: exitNode },
};

const exitCheck: Handle = function exitCheck(token) {
  const item = top(this, 2);
  if (item?.type === 'listItem') item.checked = (token.type as string) === 'taskListCheckValueChecked';
};

/** The space after a task item's `[ ]` belongs to the marker, not the text (from the item's first paragraph). */
const exitParagraph: Handle = function exitParagraph(token) {
  const item = top(this, 2);
  const paragraph = top(this) as Paragraph | undefined;
  if (item?.type === 'listItem' && typeof (item as ListItem).checked === 'boolean' && paragraph?.type === 'paragraph') {
    const head = paragraph.children[0];
    const firstParagraph = (item as Parent).children.find((child) => child.type === 'paragraph');
    if (head?.type === 'text' && firstParagraph === paragraph) {
      head.value = head.value.slice(1);
      if (!head.value) paragraph.children.shift();
      else if (paragraph.position && head.position && typeof head.position.start.offset === 'number') {
        head.position.start.column++;
        head.position.start.offset++;
        paragraph.position.start = { ...head.position.start };
      }
    }
  }
  this.exit(token);
};

const gfmTaskListItemReader: Extension = {
  exit: { taskListCheckValueChecked: exitCheck, taskListCheckValueUnchecked: exitCheck, paragraph: exitParagraph },
};

/** What mdast-util-gfm's `gfmFromMarkdown()` returns, in the same order. */
export function gfmReaders(): Extension[] {
  return [gfmAutolinkLiteralFromMarkdown(), gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableReader, gfmTaskListItemReader];
}
