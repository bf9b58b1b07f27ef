import { PluginKey } from '@milkdown/kit/prose/state';
import { findSlashTrigger, MAX_SLASH_QUERY } from '../../../../src/domain/editor/slash-trigger';
import { hasAncestor } from '../../commands/blocks';
import { suggestionPlugin, type SuggestionState } from '../../plugins/suggestion';

export type SlashState = SuggestionState;

export const slashKey = new PluginKey<SlashState>('planeSlash');

export const slashPlugin = suggestionPlugin({
  key: slashKey,
  find: findSlashTrigger,
  maxQuery: MAX_SLASH_QUERY,
  enabled: (host) => host.editable,
  excluded: ($from) => hasAncestor($from, 'table'),
  keys: 'slash',
});
