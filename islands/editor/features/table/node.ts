import type { Node, NodeType } from '@milkdown/kit/prose/model';
import { $node } from '@milkdown/kit/utils';
import { safeColwidth, safeSpan, safeTableColor } from '../../../../src/domain/editor/safe-content';
import { declined } from '../../markdown/decline';
import type { BlockWriter, FastBlockMarkdown } from '../../markdown/fast-writer';
import { children } from '../../markdown/mdast';

/**
 * Tables (SPEC section 3): rows of cells or header cells. Cells keep colspan, rowspan, colwidth,
 * background and textColor; header cells keep colspan, rowspan, colwidth and background; rows
 * keep background and textColor. Markdown holds the text as a GFM table (its first row is the
 * header row); every attribute survives JSON and HTML.
 */

const color = safeTableColor;

function colwidthOf(dom: HTMLElement): number[] | null {
  const raw = dom.getAttribute('colwidth') ?? dom.getAttribute('data-colwidth');
  if (!raw) return null;
  const widths = raw.split(',').map((n) => Number.parseInt(n, 10));
  return widths.every((n) => Number.isFinite(n) && n > 0) ? widths : null;
}

function cellAttrsFromDom(dom: HTMLElement, withText: boolean) {
  return {
    colspan: safeSpan(dom.getAttribute('colspan')),
    rowspan: safeSpan(dom.getAttribute('rowspan')),
    colwidth: colwidthOf(dom),
    background: color(dom.getAttribute('data-background') ?? dom.style.backgroundColor),
    ...(withText ? { textColor: color(dom.getAttribute('data-text-color') ?? dom.style.color) } : {}),
  };
}

function cellDomAttrs(node: Node, withText: boolean): Record<string, string> {
  const colspan = safeSpan(node.attrs.colspan);
  const rowspan = safeSpan(node.attrs.rowspan);
  // Rendered values pass the parse rules again: a document built in code skips them.
  const colwidth = safeColwidth(node.attrs.colwidth);
  const background = color(node.attrs.background);
  const textColor = color(node.attrs.textColor);
  const attrs: Record<string, string> = {};
  if (colspan !== 1) attrs.colspan = String(colspan);
  if (rowspan !== 1) attrs.rowspan = String(rowspan);
  if (colwidth?.length) attrs['data-colwidth'] = colwidth.join(',');
  const style: string[] = [];
  if (background) {
    attrs['data-background'] = background;
    style.push(`background-color: ${background}`);
  }
  if (withText && textColor) {
    attrs['data-text-color'] = textColor;
    style.push(`color: ${textColor}`);
  }
  if (style.length) attrs.style = `${style.join('; ')};`;
  return attrs;
}

const cellAttrs = {
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null },
  background: { default: null },
};

export const tableNode = $node('table', () => ({
  content: 'tableRow+',
  group: 'block',
  tableRole: 'table',
  isolating: true,
  parseDOM: [{ tag: 'table' }],
  toDOM: () => ['table', ['tbody', 0]],
  parseMarkdown: {
    match: ({ type }) => type === 'table',
    runner: (state, node, type) => {
      const { tableRow, tableHeader, tableCell, paragraph } = state.schema.nodes;
      state.openNode(type);
      children(node).forEach((row, rowIndex) => {
        state.openNode(tableRow);
        children(row).forEach((cell) => {
          state.openNode(rowIndex === 0 ? tableHeader : tableCell).openNode(paragraph);
          state.next(children(cell));
          state.closeNode().closeNode();
        });
        state.closeNode();
      });
      state.closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'table',
    runner: (state, node) => {
      let columns = 0;
      node.forEach((row) => {
        let width = 0;
        row.forEach((cell) => (width += Number(cell.attrs.colspan) || 1));
        columns = Math.max(columns, width);
      });
      // A table without cells has nothing to write (an empty html node keeps the markdown tree valid).
      if (columns === 0) {
        state.addNode('html', undefined, '');
        return;
      }
      state.openNode('table', undefined, { align: new Array(columns).fill(null) });
      node.forEach((row) => {
        // A row without cells (possible in HTML or JSON) has nothing GFM can write.
        if (row.childCount === 0) return;
        state.openNode('tableRow');
        row.forEach((cell) => {
          state.openNode('tableCell', undefined, { children: [] });
          // Table cells hold one line in markdown: paragraphs are joined with a break (a space there).
          cell.forEach((paragraph, _offset, index) => {
            if (index > 0) state.addNode('break');
            state.next(paragraph.content);
          });
          state.closeNode();
        });
        state.closeNode();
      });
      state.closeNode();
    },
  },
  fastMarkdown: { mdast: 'table', write: writeTable } satisfies FastBlockMarkdown,
}));

/** A GFM table with padded columns; spans and rowless tables are left to remark. */
function writeTable(node: Node, writer: BlockWriter): string {
  const rows: string[][] = [];
  node.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => {
      if (Number(cell.attrs.colspan ?? 1) !== 1) declined();
      // One empty paragraph is an empty cell; several paragraphs are joined by a space (remark's break in a cell).
      if (cell.childCount === 1 && cell.firstChild!.childCount === 0) cells.push('');
      else {
        const paragraphs: string[] = [];
        cell.forEach((paragraph) => paragraphs.push(writer.inline(paragraph, true)));
        cells.push(paragraphs.join(' '));
      }
    });
    rows.push(cells);
  });
  const columns = rows[0]?.length ?? 0;
  if (columns === 0 || rows.some((cells) => cells.length !== columns)) declined();
  const widths = Array.from({ length: columns }, (_, c) => Math.max(1, ...rows.map((cells) => cells[c].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, c) => cell + ' '.repeat(widths[c] - cell.length)).join(' | ')} |`;
  const delimiter = line(widths.map((w) => '-'.repeat(w)));
  return [line(rows[0]), delimiter, ...rows.slice(1).map(line)].join('\n');
}

const never = { match: () => false, runner: () => undefined };
const rowMarkdown = { match: (node: Node) => node.type.name === 'tableRow', runner: () => undefined };

export const tableRowNode = $node('tableRow', () => ({
  content: '(tableCell | tableHeader)*',
  tableRole: 'row',
  attrs: { background: { default: null }, textColor: { default: null } },
  parseDOM: [{ tag: 'tr', getAttrs: (dom: HTMLElement) => ({ background: color(dom.getAttribute('data-background') ?? dom.style.backgroundColor), textColor: color(dom.getAttribute('data-text-color') ?? dom.style.color) }) }],
  toDOM: (node: Node) => {
    const background = color(node.attrs.background);
    const textColor = color(node.attrs.textColor);
    const style = [background ? `background-color: ${background}` : '', textColor ? `color: ${textColor}` : ''].filter(Boolean).join('; ');
    return ['tr', { ...(background ? { 'data-background': background } : {}), ...(textColor ? { 'data-text-color': textColor } : {}), ...(style ? { style: `${style};` } : {}) }, 0];
  },
  parseMarkdown: never,
  toMarkdown: rowMarkdown,
}));

export const tableCellNode = $node('tableCell', () => ({
  content: 'paragraph+',
  tableRole: 'cell',
  isolating: true,
  attrs: { ...cellAttrs, textColor: { default: null } },
  parseDOM: [{ tag: 'td', getAttrs: (dom: HTMLElement) => cellAttrsFromDom(dom, true) }],
  toDOM: (node: Node) => ['td', cellDomAttrs(node, true), 0],
  parseMarkdown: never,
  toMarkdown: { match: (node: Node) => node.type.name === 'tableCell', runner: () => undefined },
}));

export const tableHeaderNode = $node('tableHeader', () => ({
  content: 'paragraph+',
  tableRole: 'header_cell',
  isolating: true,
  attrs: cellAttrs,
  parseDOM: [{ tag: 'th', getAttrs: (dom: HTMLElement) => cellAttrsFromDom(dom, false) }],
  toDOM: (node: Node) => ['th', cellDomAttrs(node, false), 0],
  parseMarkdown: never,
  toMarkdown: { match: (node: Node) => node.type.name === 'tableHeader', runner: () => undefined },
}));

/** A new table: `rows` x `cols` empty cells, no header row (SPEC section 9: 3 x 3). */
export function createTable(types: Record<string, NodeType>, rows: number, cols: number): Node {
  const row = () => types.tableRow.create(null, Array.from({ length: cols }, () => types.tableCell.create(null, types.paragraph.create())));
  return types.table.create(null, Array.from({ length: rows }, row));
}
