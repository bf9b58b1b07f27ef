import type { Node } from '@milkdown/kit/prose/model';
import type { BlockMetrics, BlockSize } from './sizes';

/*
 * The figures of editor.css, so that a block never drawn gets a placeholder near its size: the
 * prose's line height, the headings' scales, code's font and padding, cells' padding, list indents.
 * A block once drawn is measured instead (watch.ts); these only keep the scroll bar truthful. Fetched
 * with the watcher: until then a block counts as one line (sizes.ts).
 */
const LINE = 1.65;
const HEADING_SCALE = [1.75, 1.45, 1.22, 1.08, 1, 0.9];
const HEADING_LINE = 1.3;
const CODE_SCALE = 0.85;
const CODE_LINE = 1.55;
/** Average advance of a character of running text, as a share of the font size. */
const CHAR = 0.5;
const MONO_CHAR = 0.6;
const BLOCK_GAP = 0.6;

function headingSize(node: Node, fontSize: number): number {
  const level = Math.min(Math.max(Number(node.attrs.level) || 1, 1), 6);
  return fontSize * HEADING_SCALE[level - 1];
}

function lines(chars: number, width: number, charWidth: number): number {
  return Math.max(1, Math.ceil((chars * charWidth) / Math.max(width, charWidth)));
}

/** Height of a block's content at a column width, without the block's own margins. */
function contentHeight(node: Node, m: BlockMetrics): number {
  const fs = m.fontSize;
  switch (node.type.name) {
    case 'heading': {
      const size = headingSize(node, fs);
      return lines(node.textContent.length, m.width, size * CHAR) * size * HEADING_LINE;
    }
    case 'codeBlock': {
      const size = fs * CODE_SCALE;
      const rows = node.textContent.split('\n').length;
      return rows * size * CODE_LINE + 2 * 0.8 * size + 2;
    }
    case 'horizontalRule':
      return 1;
    case 'image':
      return 240;
    case 'table': {
      let height = 4;
      node.forEach((row) => {
        const cells = Math.max(row.childCount, 1);
        const cellWidth = Math.max(m.width / cells - 1.2 * fs, fs);
        let tallest = 0;
        row.forEach((cell) => {
          tallest = Math.max(tallest, contentHeight(cell, { fontSize: fs, width: cellWidth }));
        });
        height += tallest + 0.7 * fs + 1;
      });
      return height;
    }
    case 'bulletList':
    case 'orderedList':
    case 'taskList':
    case 'listItem':
    case 'taskItem':
    case 'blockquote':
    case 'tableRow':
    case 'tableCell':
    case 'tableHeader': {
      if (node.isTextblock) break;
      const nested = node.type.name.endsWith('List') || node.type.name === 'blockquote';
      const inner = { fontSize: fs, width: Math.max(m.width - (nested ? 1.5 * fs : 0), fs) };
      let height = 0;
      node.forEach((child, _offset, index) => {
        height += contentHeight(child, inner) + (index ? 0.3 * fs : 0);
      });
      return height + (node.type.name === 'blockquote' ? 0.2 * fs : 0);
    }
  }
  if (node.isTextblock || node.isLeaf) return lines(node.textContent.length, m.width, fs * (node.type.spec.code ? MONO_CHAR * CODE_SCALE : CHAR)) * fs * LINE;
  let height = 0;
  node.forEach((child) => {
    height += contentHeight(child, m);
  });
  return Math.max(height, fs * LINE);
}

/** The size a top-level block is expected to take, before it has ever been drawn. */
export function estimateBlockSize(node: Node, metrics: BlockMetrics): BlockSize {
  const fs = metrics.fontSize;
  const height = Math.round(contentHeight(node, metrics));
  switch (node.type.name) {
    case 'heading': {
      const size = headingSize(node, fs);
      return { height, marginTop: 1.1 * size, marginBottom: 0.35 * size };
    }
    case 'horizontalRule':
      return { height, marginTop: 1.2 * fs, marginBottom: 1.2 * fs };
    case 'bulletList':
    case 'orderedList':
    case 'taskList':
      return { height, marginTop: 0.3 * fs, marginBottom: 0.3 * fs };
    case 'table':
      return { height, marginTop: 0.8 * fs, marginBottom: 0.8 * fs };
    case 'image':
      return { height, marginTop: BLOCK_GAP * fs, marginBottom: BLOCK_GAP * fs };
    default:
      return { height, marginTop: BLOCK_GAP * fs, marginBottom: 0 };
  }
}
