import { PluginKey } from '@milkdown/kit/prose/state';
import { findMentionTrigger } from '../../../../src/domain/editor/mentions';
import { suggestionPlugin, type SuggestionState } from '../../plugins/suggestion';

export type MentionSuggestState = SuggestionState;

export const mentionSuggestKey = new PluginKey<MentionSuggestState>('planeMentionSuggest');

/** Tracks the "@" trigger for the mention list; the list closes on Escape or when the trigger ends. */
export const mentionSuggestPlugin = suggestionPlugin({
  key: mentionSuggestKey,
  find: findMentionTrigger,
  // findMentionTrigger rejects queries longer than 40 characters.
  maxQuery: 40,
  // Without a host to ask there is nothing to suggest.
  enabled: (host) => host.editable && Boolean(host.mentionHandler),
  keys: 'mention',
});
