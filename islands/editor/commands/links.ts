/** Link commands for the toolbar's link editor: only valid http(s) URLs are ever applied. */
import type { MarkType, ResolvedPos } from '@milkdown/kit/prose/model';
import type { Command, EditorState } from '@milkdown/kit/prose/state';
import { isValidEditorLink } from '../../../src/domain/editor/links';
import { SKIP_AUTOLINK } from '../plugins/autolink';

/** The extent of the mark around a position (so editing a link changes all of it). */
function markExtent($pos: ResolvedPos, type: MarkType): { from: number; to: number } | null {
  const { parent, parentOffset } = $pos;
  const start = parent.childAfter(parentOffset);
  if (!start.node || !type.isInSet(start.node.marks)) return null;
  const mark = type.isInSet(start.node.marks)!;
  let startIndex = $pos.index();
  let startPos = $pos.start() + start.offset;
  let endIndex = startIndex + 1;
  let endPos = startPos + start.node.nodeSize;
  while (startIndex > 0 && mark.isInSet(parent.child(startIndex - 1).marks)) {
    startIndex -= 1;
    startPos -= parent.child(startIndex).nodeSize;
  }
  while (endIndex < parent.childCount && mark.isInSet(parent.child(endIndex).marks)) {
    endPos += parent.child(endIndex).nodeSize;
    endIndex += 1;
  }
  return { from: startPos, to: endPos };
}

/** The href of the link at the selection, if the selection is on one. */
export function currentLinkHref(state: EditorState): string | null {
  const type = state.schema.marks.link;
  const { from, to, $from } = state.selection;
  let href: string | null = null;
  state.doc.nodesBetween(from, Math.max(to, from + 1), (node) => {
    const mark = type.isInSet(node.marks);
    if (mark && href === null) href = String(mark.attrs.href);
  });
  if (href === null) href = (type.isInSet($from.marks())?.attrs.href as string | undefined) ?? null;
  return href;
}

function linkRange(state: EditorState): { from: number; to: number } {
  const { from, to, empty, $from } = state.selection;
  if (!empty) return { from, to };
  return markExtent($from, state.schema.marks.link) ?? { from, to };
}

export function setLink(href: string): Command {
  return (state, dispatch) => {
    const url = href.trim();
    if (!isValidEditorLink(url)) return false;
    const { from, to } = linkRange(state);
    if (from === to) return false;
    const type = state.schema.marks.link;
    dispatch?.(state.tr.removeMark(from, to, type).addMark(from, to, type.create({ href: url })).setMeta(SKIP_AUTOLINK, true));
    return true;
  };
}

export const unsetLink: Command = (state, dispatch) => {
  const { from, to } = linkRange(state);
  const type = state.schema.marks.link;
  if (!state.doc.rangeHasMark(from, Math.max(to, from + 1), type) && from === to) return false;
  let start = from;
  let end = to;
  // Remove the whole link when the selection sits inside it.
  const extent = markExtent(state.doc.resolve(from), type);
  if (extent) {
    start = Math.min(start, extent.from);
    end = Math.max(end, extent.to);
  }
  dispatch?.(state.tr.removeMark(start, end, type).setMeta(SKIP_AUTOLINK, true));
  return true;
};
