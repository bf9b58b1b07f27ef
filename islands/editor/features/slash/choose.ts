import type { EditorView } from '@milkdown/kit/prose/view';
import { filterSlashItems, moveActiveIndex, type SlashKey } from '../../../../src/domain/editor/slash-items';
import { runCommand, type CommandEnvironment } from '../../commands/registry';
import { slashKey } from './plugin';

/** Runs a slash item in place of its trigger and query; false when no trigger is active. */
export function runSlashItem(view: EditorView, key: SlashKey, env: CommandEnvironment): boolean {
  const trigger = slashKey.getState(view.state);
  if (!trigger?.active) return false;
  runCommand(view, key, env, { from: trigger.from, to: trigger.to });
  return true;
}

/**
 * What Enter does before the menu is drawn: the item the typed query finds, moved through by the
 * arrows typed since, as the menu would have had it active. False when the query finds nothing.
 */
export function chooseTypedSlash(view: EditorView, arrows: readonly KeyboardEvent[], env: CommandEnvironment): boolean {
  const trigger = slashKey.getState(view.state);
  const items = trigger?.active ? filterSlashItems(trigger.query) : [];
  if (items.length === 0) return false;
  const index = arrows.reduce((at, event) => {
    if (event.key === 'ArrowDown') return moveActiveIndex(at, 1, items.length);
    if (event.key === 'ArrowUp') return moveActiveIndex(at, -1, items.length);
    return at;
  }, 0);
  return runSlashItem(view, items[index].key, env);
}
