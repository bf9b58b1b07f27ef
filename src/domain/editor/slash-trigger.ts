/**
 * Finds the slash-menu trigger in the text before the cursor: a "/" at the start of the block or
 * after whitespace, followed by the query typed so far (spaces allowed, no line breaks).
 */
export interface SlashTrigger {
  /** Offset of the "/" in the text. */
  start: number;
  query: string;
}

/** The longest query still treated as a command search; beyond it the "/" is plain text. */
export const MAX_SLASH_QUERY = 40;

export function findSlashTrigger(textBeforeCursor: string): SlashTrigger | null {
  const slash = textBeforeCursor.lastIndexOf('/');
  if (slash < 0) return null;
  const before = slash === 0 ? '' : textBeforeCursor[slash - 1];
  if (before !== '' && !/\s/.test(before)) return null;
  const query = textBeforeCursor.slice(slash + 1);
  if (query.length > MAX_SLASH_QUERY || /[\n\r]/.test(query) || query.startsWith(' ')) return null;
  return { start: slash, query };
}
