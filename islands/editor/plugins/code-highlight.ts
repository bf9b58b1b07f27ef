import type { Node } from '@milkdown/kit/prose/model';
import { Plugin, PluginKey, type Transaction } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { highlightRanges } from '../../../src/domain/editor/highlight-tokens';
import { highlightHtml } from './highlight-languages';

export const codeHighlightKey = new PluginKey<DecorationSet>('planeCodeHighlight');

/** Token decorations of one code block, cached by node identity (unchanged blocks cost nothing). */
const tokenCache = new WeakMap<Node, Array<{ from: number; to: number; className: string }>>();

function blockDecorations(node: Node, pos: number): Decoration[] {
  let ranges = tokenCache.get(node);
  if (!ranges) {
    const html = highlightHtml(node.textContent, String(node.attrs.language));
    ranges = html ? highlightRanges(html) : [];
    tokenCache.set(node, ranges);
  }
  const start = pos + 1;
  return ranges.map((r) => Decoration.inline(start + r.from, start + r.to, { class: r.className }));
}

function codeBlocksIn(doc: Node, from: number, to: number, visit: (node: Node, pos: number) => void) {
  doc.nodesBetween(from, to, (node, pos) => {
    if (node.type.name === 'codeBlock') {
      visit(node, pos);
      return false;
    }
    return !node.isTextblock;
  });
}

/** Ranges of the new document that a transaction touched. */
function changedRanges(tr: Transaction): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  tr.mapping.maps.forEach((map, index) => {
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      const rest = tr.mapping.slice(index + 1);
      ranges.push([rest.map(newStart, -1), rest.map(newEnd, 1)]);
    });
  });
  return ranges;
}

/**
 * Highlights code blocks by language with highlight.js, as decorations. After the first render,
 * a transaction re-highlights only the code blocks inside the ranges it changed.
 */
export const codeHighlightPlugin = $prose(
  () =>
    new Plugin<DecorationSet>({
      key: codeHighlightKey,
      state: {
        init(_config, state) {
          const decorations: Decoration[] = [];
          codeBlocksIn(state.doc, 0, state.doc.content.size, (node, pos) => decorations.push(...blockDecorations(node, pos)));
          return DecorationSet.create(state.doc, decorations);
        },
        apply(tr, set) {
          if (!tr.docChanged) return set;
          let next = set.map(tr.mapping, tr.doc);
          for (const [from, to] of changedRanges(tr)) {
            const lo = Math.max(0, Math.min(from, tr.doc.content.size));
            const hi = Math.max(lo, Math.min(to, tr.doc.content.size));
            codeBlocksIn(tr.doc, lo, hi, (node, pos) => {
              next = next.remove(next.find(pos, pos + node.nodeSize)).add(tr.doc, blockDecorations(node, pos));
            });
          }
          return next;
        },
      },
      props: {
        decorations: (state) => codeHighlightKey.getState(state),
      },
    }),
);
