import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $prose } from '@milkdown/kit/utils';
import { bridgeCtx } from '../../bridge/context';
import { OPENING_STEP } from './open';

/**
 * While a large document opens a piece at a time, nobody changes it: the opening's own steps are
 * the only changes let through, and typing, pasting, dropping and cutting are refused before they
 * touch the DOM. The view stays contenteditable meanwhile rather than read-only, for two measured
 * costs (bench/README.md, 10 MB): turning contenteditable on once the document is whole restyles
 * every node of it in one task (280 ms on a quiet machine, 1.6 s under load), and a view that is
 * not editable reads the page's selection after every append, which forces a layout each time
 * (1 s of the opening).
 */
export const openingGuardPlugin = $prose((ctx) => {
  const bridge = ctx.get(bridgeCtx.key);
  const refuse = (_view: EditorView, event: Event) => {
    if (!bridge.opening.running) return false;
    event.preventDefault();
    return true;
  };
  return new Plugin({
    key: new PluginKey('largeDocumentOpeningGuard'),
    filterTransaction: (tr) => !bridge.opening.running || !tr.docChanged || tr.getMeta(OPENING_STEP) === true,
    props: { handleDOMEvents: { beforeinput: refuse, paste: refuse, drop: refuse, cut: refuse, dragstart: refuse } },
  });
});
