/**
 * Image upload placeholders at their insertion points, held as widget decorations that follow
 * edits. This state is in every editor; what a placeholder looks like (placeholder-dom.ts) comes
 * with the upload flow (upload-flow.ts), which adds and removes them. This file knows nothing of
 * uploads.
 */
import { PluginKey, type EditorState, type StateField } from '@milkdown/kit/prose/state';
import { Decoration, DecorationSet, type EditorView } from '@milkdown/kit/prose/view';

export interface PlaceholderSpec {
  id: object;
  /** Draws the placeholder each time the view needs it. */
  toDOM: () => HTMLElement;
}

type UploadMeta = { add: PlaceholderSpec & { pos: number } } | { remove: object };

export const uploadKey = new PluginKey<DecorationSet>('planeImageUpload');

/** Where an upload's placeholder is now (it follows edits), or null once it is gone. */
export function findPlaceholder(state: EditorState, id: object): number | null {
  const set = uploadKey.getState(state);
  const found = set?.find(undefined, undefined, (spec) => (spec as PlaceholderSpec).id === id);
  return found && found.length ? found[0].from : null;
}

export function addPlaceholder(view: EditorView, spec: PlaceholderSpec, pos: number): void {
  view.dispatch(view.state.tr.setMeta(uploadKey, { add: { ...spec, pos } } satisfies UploadMeta));
}

export function removePlaceholder(view: EditorView, id: object): void {
  if (view.isDestroyed) return;
  view.dispatch(view.state.tr.setMeta(uploadKey, { remove: id } satisfies UploadMeta));
}

/** The placeholders of the uploads under way (the state of the upload plugin, keyed `uploadKey`). */
export const placeholderState: StateField<DecorationSet> = {
  init: () => DecorationSet.empty,
  apply(tr, set) {
    let next = set.map(tr.mapping, tr.doc);
    const meta = tr.getMeta(uploadKey) as UploadMeta | undefined;
    if (meta && 'add' in meta) {
      const { pos, ...spec } = meta.add;
      next = next.add(tr.doc, [Decoration.widget(pos, spec.toDOM, { ...spec, side: -1 })]);
    } else if (meta && 'remove' in meta) {
      next = next.remove(next.find(undefined, undefined, (spec) => (spec as PlaceholderSpec).id === meta.remove));
    }
    return next;
  },
};
