import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';

/**
 * Keeps React's commits from walking the whole document while the editor has focus.
 *
 * Before every commit, of any React root on the page, React DOM notes the selection of the focused
 * element so it can restore it afterwards. For a contenteditable it finds that selection as a text
 * offset by visiting every DOM node inside it (react-dom 19.3 `commitBeforeMutationEffects`, the
 * loop once in ReactDOMSelection's getModernOffsetsFromPoints; react/react#1350 asked for a way out
 * in 2014). With a 5 MB document in the editor, a progress line or a toolbar re-render cost a walk
 * of some 400,000 nodes each: 4.7 s of a 5 MB paste's 26 s went there (bench/profile-paste.mjs).
 *
 * React takes the cheap path for elements that answer `selectionStart` (inputs, textareas), so the
 * editor's element answers it, with 0. ProseMirror owns the editor's selection and puts it back
 * from its own state whenever the editor is focused, so React has nothing to restore there; when a
 * commit moves focus away React sets these, which does nothing, and reads `value`, which is empty.
 */
const GUARDED = ['selectionStart', 'selectionEnd', 'value'] as const;

export const reactCommitGuardKey = new PluginKey('planeReactCommitGuard');

export const reactCommitGuardPlugin = $prose(() => new Plugin({
  key: reactCommitGuardKey,
  view: (view) => {
    const dom = view.dom as HTMLElement & Partial<Record<(typeof GUARDED)[number], unknown>>;
    for (const name of GUARDED) {
      Object.defineProperty(dom, name, {
        configurable: true,
        get: () => (name === 'value' ? '' : 0),
        set: () => undefined,
      });
    }
    return {
      destroy: () => {
        for (const name of GUARDED) delete dom[name];
      },
    };
  },
}));
