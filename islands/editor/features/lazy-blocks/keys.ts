import { keydownHandler } from '@milkdown/kit/prose/keymap';
import { Selection, TextSelection, type Command } from '@milkdown/kit/prose/state';
import { lazyBlocksKey } from './state';

/**
 * To the start or the end of the document, keeping the selection's anchor when extending. The
 * browser moves the caret there itself in a document drawn whole; in a long one the blocks at the
 * ends are not laid out (placeholder.ts), so its caret stopped at the last block drawn.
 */
const toEdge = (end: boolean, extend: boolean): Command => (state, dispatch) => {
  if (!lazyBlocksKey.getState(state)?.active) return false;
  const edge = end ? Selection.atEnd(state.doc) : Selection.atStart(state.doc);
  const selection = extend ? TextSelection.between(state.selection.$anchor, edge.$head) : edge;
  dispatch?.(state.tr.setSelection(selection).scrollIntoView());
  return true;
};

const isMac = typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform);

export const edgeKeys = keydownHandler({
  'Mod-Home': toEdge(false, false),
  'Mod-End': toEdge(true, false),
  'Shift-Mod-Home': toEdge(false, true),
  'Shift-Mod-End': toEdge(true, true),
  ...(isMac ? { 'Mod-ArrowUp': toEdge(false, false), 'Mod-ArrowDown': toEdge(true, false), 'Shift-Mod-ArrowUp': toEdge(false, true), 'Shift-Mod-ArrowDown': toEdge(true, true) } : {}),
});
