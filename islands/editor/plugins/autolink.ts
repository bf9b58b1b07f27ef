import { Plugin, PluginKey, type EditorState, type Transaction } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { urlBeforeCursor } from '../../../src/domain/editor/links';
import { SKIP_AUTOLINK } from '../marks/link';

export const autolinkKey = new PluginKey('planeAutolink');

const LOOKBACK = 500;

/** Links the word that ends at `end` inside the textblock starting at `blockStart`, if it is a URL. */
function linkWordBefore(state: EditorState, tr: Transaction, blockStart: number, end: number): void {
  const $end = state.doc.resolve(end);
  if ($end.parent.type.spec.code) return;
  const from = Math.max(blockStart, end - LOOKBACK);
  const text = state.doc.textBetween(from, end, undefined, '\ufffc');
  const match = urlBeforeCursor(text);
  if (!match) return;
  const start = from + match.start;
  const stop = from + match.end;
  const { link, code } = state.schema.marks;
  if (state.doc.rangeHasMark(start, stop, link) || state.doc.rangeHasMark(start, stop, code)) return;
  tr.addMark(start, stop, link.create({ href: match.url }));
}

/**
 * Autolink while typing: after a space or Enter, the word before it becomes a link when it is a
 * valid http(s) URL (SPEC section 5). Only the text around the cursor is read.
 */
export const autolinkPlugin = $prose(
  () =>
    new Plugin({
      key: autolinkKey,
      appendTransaction(transactions, _old, state) {
        if (!transactions.some((tr) => tr.docChanged) || transactions.some((tr) => tr.getMeta(SKIP_AUTOLINK) || tr.getMeta('paste'))) return null;
        const { $from, empty } = state.selection;
        if (!empty || !$from.parent.isTextblock) return null;
        const tr = state.tr;
        const charBefore = $from.parentOffset > 0 ? $from.parent.textBetween($from.parentOffset - 1, $from.parentOffset) : '';
        if (/\s/.test(charBefore)) {
          linkWordBefore(state, tr, $from.start(), $from.pos - 1);
        } else if ($from.parentOffset === 0 && $from.depth >= 1) {
          // Enter: the previous textblock ended with the word.
          const $before = state.doc.resolve($from.before());
          const previous = $before.nodeBefore;
          if (previous?.isTextblock) linkWordBefore(state, tr, $before.pos - previous.nodeSize + 1, $before.pos - 1);
        }
        return tr.docChanged ? tr.setMeta(SKIP_AUTOLINK, true) : null;
      },
    }),
);
