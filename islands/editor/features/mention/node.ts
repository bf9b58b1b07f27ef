import type { Node } from '@milkdown/kit/prose/model';
import { $node } from '@milkdown/kit/utils';
import { MENTION_DEFAULTS, MENTION_TAG, mentionTag, mentionText, type MentionAttrs } from '../../../../src/domain/editor/mentions';
import { safeMentionUri } from '../../../../src/domain/editor/safe-content';
import { declined } from '../../markdown/decline';
import type { FastInlineMarkdown } from '../../markdown/fast-writer';

/** The redirect address is held to the href rule wherever it is read or written (it is navigated to). */
export const mentionAttrsOf = (node: Node): MentionAttrs => {
  const attrs = { ...MENTION_DEFAULTS, ...(node.attrs as Partial<MentionAttrs>) };
  return { ...attrs, redirect_uri: safeMentionUri(attrs.redirect_uri) };
};

/**
 * A mention (SPEC section 3): id, label, target "users", self, redirect_uri, entity_identifier,
 * entity_name. HTML is Plane's `<mention-component>`; markdown writes the same tag, which reads back.
 */
export const mentionNode = $node('mention', () => ({
  group: 'inline',
  inline: true,
  atom: true,
  selectable: false,
  attrs: {
    id: { default: MENTION_DEFAULTS.id },
    label: { default: MENTION_DEFAULTS.label },
    target: { default: MENTION_DEFAULTS.target },
    self: { default: MENTION_DEFAULTS.self },
    redirect_uri: { default: MENTION_DEFAULTS.redirect_uri },
    entity_identifier: { default: MENTION_DEFAULTS.entity_identifier },
    entity_name: { default: MENTION_DEFAULTS.entity_name },
  },
  parseDOM: [
    {
      tag: MENTION_TAG,
      getAttrs: (dom: HTMLElement) => ({
        id: dom.getAttribute('id') ?? MENTION_DEFAULTS.id,
        label: dom.getAttribute('label') ?? dom.textContent?.replace(/^@/, '') ?? '',
        target: dom.getAttribute('target') ?? MENTION_DEFAULTS.target,
        self: dom.getAttribute('self') === 'true',
        redirect_uri: safeMentionUri(dom.getAttribute('redirect_uri')),
        entity_identifier: dom.getAttribute('entity_identifier') ?? MENTION_DEFAULTS.entity_identifier,
        entity_name: dom.getAttribute('entity_name') ?? MENTION_DEFAULTS.entity_name,
      }),
    },
  ],
  toDOM: (node: Node) => {
    const attrs = mentionAttrsOf(node);
    return [MENTION_TAG, { ...attrs, self: String(attrs.self) }];
  },
  leafText: (node: Node) => mentionText(mentionAttrsOf(node)),
  parseMarkdown: {
    match: ({ type }) => type === 'mention',
    runner: (state, node, type) => {
      const { type: _type, ...attrs } = node as unknown as MentionAttrs & { type: string };
      state.addNode(type, { ...MENTION_DEFAULTS, ...attrs, redirect_uri: safeMentionUri(attrs.redirect_uri) });
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'mention',
    runner: (state, node) => {
      state.addNode('html', undefined, mentionTag(mentionAttrsOf(node)));
    },
  },
  fastMarkdown: {
    write: (node) => {
      if (node.marks.length) declined();
      return mentionTag(mentionAttrsOf(node));
    },
  } satisfies FastInlineMarkdown,
}));
