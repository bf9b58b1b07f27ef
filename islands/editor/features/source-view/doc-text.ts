import type { Node } from '@milkdown/kit/prose/model';

/**
 * A document's text with a line break between textblocks, and the way between positions in the
 * document and offsets in that text: what the cursor anchor compares with the markdown source.
 */
export interface DocText {
  text: string;
  offsetAt(pos: number): number;
  posAt(offset: number): number;
}

export function docText(doc: Node): DocText {
  const parts: string[] = [];
  // Each textblock's start: its offset in the text and the position of its content.
  const offsets: number[] = [];
  const positions: number[] = [];
  let length = 0;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (offsets.length) {
      parts.push('\n');
      length += 1;
    }
    offsets.push(length);
    positions.push(pos + 1);
    // Inline leaves (images, mentions, breaks) are one position and no text: the offset stays put.
    node.forEach((child) => {
      if (child.isText) {
        parts.push(child.text ?? '');
        length += child.nodeSize;
      }
    });
    return false;
  });
  const text = parts.join('');
  /** The last textblock starting at or before `value` in `starts`. */
  const block = (starts: number[], value: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= value) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  /** Within one textblock: leaves (images, mentions, breaks) take a position and no text. */
  const within = (index: number, limit: number, byPos: boolean): number => {
    const parent = doc.resolve(positions[index]).parent;
    let pos = positions[index];
    let offset = offsets[index];
    for (let i = 0; i < parent.childCount; i += 1) {
      const child = parent.child(i);
      const size = child.isText ? child.nodeSize : 0;
      if (byPos ? limit <= pos + size : child.isText && limit < offset + size) {
        return byPos ? offset + Math.max(0, limit - pos) : pos + Math.max(0, limit - offset);
      }
      pos += child.nodeSize;
      offset += size;
    }
    return byPos ? offset : pos;
  };
  return {
    text,
    offsetAt(pos) {
      if (!offsets.length) return 0;
      return within(block(positions, pos), pos, true);
    },
    posAt(offset) {
      if (!offsets.length) return 0;
      return within(block(offsets, offset), offset, false);
    },
  };
}
