import { closeHistory } from '@milkdown/kit/prose/history';
import { Plugin, PluginKey } from '@milkdown/kit/prose/state';
import { $prose } from '@milkdown/kit/utils';
import { largePasteKey } from '../features/large-document/large-paste';

/**
 * A paste is an undo step of its own, as in Google Docs and Notion. The history joins changes made
 * within 500 ms of each other at the same place: Backspace over a selection, then a quick paste,
 * were one step, and undoing the paste brought the deleted text back too. Runs before every other
 * paste handler (it comes first in the composition) and leaves the paste to them.
 */
export const pasteStepPlugin = $prose(
  () =>
    new Plugin({
      key: new PluginKey('planePasteStep'),
      props: {
        handleDOMEvents: {
          paste: (view) => {
            // A paste refused while a large one runs must not split the running one's step.
            if (!largePasteKey.getState(view.state)) view.dispatch(closeHistory(view.state.tr));
            return false;
          },
        },
      },
    }),
);
