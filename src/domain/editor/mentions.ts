/**
 * Mentions (SPEC sections 3, 4, 5): suggestions filtered by a case-insensitive prefix of the
 * title, and the stable markdown form of a mention node (Plane's `<mention-component>` tag).
 */

export interface MentionSuggestion {
  id: string;
  title: string;
  avatar: string | null;
  entity_identifier: string;
  entity_name: string;
  redirect_uri: string;
}

export interface MentionAttrs {
  id: string;
  label: string;
  target: string;
  self: boolean;
  redirect_uri: string;
  entity_identifier: string;
  entity_name: string;
}

export const MENTION_DEFAULTS: MentionAttrs = {
  id: '', label: '', target: 'users', self: false, redirect_uri: '/', entity_identifier: '', entity_name: 'user_mention',
};

export const MENTION_TAG = 'mention-component';

export function filterMentionSuggestions<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter((item) => item.title.toLowerCase().startsWith(needle));
}

/** Finds the "@" trigger before the cursor: at a line start or after whitespace; one inner space allowed. */
export function findMentionTrigger(textBeforeCursor: string): { start: number; query: string } | null {
  const at = textBeforeCursor.lastIndexOf('@');
  if (at < 0) return null;
  const before = at === 0 ? '' : textBeforeCursor[at - 1];
  if (before !== '' && !/\s/.test(before)) return null;
  const query = textBeforeCursor.slice(at + 1);
  if (query.length > 40 || /[\n\r@]/.test(query) || /^\s/.test(query) || /\s\s/.test(query)) return null;
  return { start: at, query };
}

const ATTR_ORDER: Array<keyof MentionAttrs> = ['id', 'label', 'target', 'self', 'redirect_uri', 'entity_identifier', 'entity_name'];

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeAttr = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The markdown (inline HTML) form of a mention; it reads back to the same attributes. */
export function mentionTag(attrs: MentionAttrs): string {
  const parts = ATTR_ORDER.map((key) => `${key}="${escapeAttr(String(attrs[key]))}"`);
  return `<${MENTION_TAG} ${parts.join(' ')}></${MENTION_TAG}>`;
}

const TAG = new RegExp(`^<${MENTION_TAG}((?:\\s+[\\w-]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?)*)\\s*/?>(?:</${MENTION_TAG}\\s*>)?$`, 'i');
const ATTRIBUTE = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Reads a `<mention-component …>` tag (self-closing, or with its end tag); null for anything else. */
export function parseMentionTag(html: string): MentionAttrs | null {
  const match = TAG.exec(html.trim());
  if (!match) return null;
  const attrs: MentionAttrs = { ...MENTION_DEFAULTS };
  for (const [, name, dq, sq, bare] of match[1].matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase() as keyof MentionAttrs;
    if (!ATTR_ORDER.includes(key)) continue;
    const value = unescapeAttr(dq ?? sq ?? bare ?? '');
    if (key === 'self') attrs.self = value === 'true';
    else attrs[key] = value;
  }
  return attrs.id || attrs.entity_identifier ? attrs : null;
}

/** A mention's visible text. */
export function mentionText(attrs: Pick<MentionAttrs, 'label'>): string {
  return `@${attrs.label}`;
}
