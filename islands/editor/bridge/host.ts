import type { FileHandler, MentionHandler } from '../types';

/**
 * What the host component passes the editor: its props, written from React in an effect (never
 * during render) and read by the plugins when they act, so the latest apply without recreating
 * the editor.
 */
export interface EditorHost {
  editable: boolean;
  placeholder?: string;
  /** How long the copy button shows its check mark (SPEC section 9: 1000 ms); read when a code block renders. */
  copyFeedbackMs?: number;
  /** Upload, delete, restore and cancel for images; without it images cannot be added. */
  fileHandler: FileHandler | null;
  /** Suggestions, highlights and navigation for mentions; without it "@" is plain text. */
  mentionHandler: MentionHandler | null;
}
