/**
 * The slash menu catalogue (SPEC section 9 keys and titles, REFERENCE section 3 descriptions and
 * search terms) and its filter (SPEC section 5: title, description or search terms, any case).
 */
import { editorSlashMessages } from '../messages';

export const SLASH_KEYS = [
  'text', 'heading_1', 'heading_2', 'heading_3', 'todo_list', 'bullet_list', 'numbered_list', 'table', 'quote_block',
  'code_block', 'image', 'divider',
] as const;

export type SlashKey = (typeof SLASH_KEYS)[number];

export interface SlashItem {
  key: SlashKey;
  title: string;
  description: string;
  searchTerms: readonly string[];
}

const SEARCH_TERMS: Record<SlashKey, readonly string[]> = {
  text: ['p', 'paragraph'],
  heading_1: ['title', 'big', 'large'],
  heading_2: ['subtitle', 'medium'],
  heading_3: ['subtitle', 'small'],
  todo_list: ['todo', 'task', 'list', 'check', 'checkbox'],
  bullet_list: ['unordered', 'point'],
  numbered_list: ['ordered'],
  table: ['table', 'cell', 'db', 'data', 'tabular'],
  quote_block: ['blockquote'],
  code_block: ['codeblock'],
  image: ['img', 'photo', 'picture', 'media'],
  divider: ['line', 'divider', 'horizontal', 'rule', 'separate'],
};

export const SLASH_ITEMS: readonly SlashItem[] = SLASH_KEYS.map((key) => ({
  key,
  title: editorSlashMessages[key].title,
  description: editorSlashMessages[key].description,
  searchTerms: SEARCH_TERMS[key],
}));

export function isSlashKey(value: string): value is SlashKey {
  return (SLASH_KEYS as readonly string[]).includes(value);
}

/** Items whose title or description contains the query, or with a search term containing it. */
export function filterSlashItems(query: string, items: readonly SlashItem[] = SLASH_ITEMS): SlashItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) =>
      item.title.toLowerCase().includes(needle) ||
      item.description.toLowerCase().includes(needle) ||
      item.searchTerms.some((term) => term.toLowerCase().includes(needle)),
  );
}

/** Arrow keys cycle through the list and wrap around at both ends. */
export function moveActiveIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}
