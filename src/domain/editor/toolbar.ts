/**
 * What the selection toolbar offers for a selection (SPEC sections 4 and 9; REFERENCE section 3):
 * the block dropdown is hidden in tables, mark buttons and the link editor inside inline code,
 * and code-block and image selections get their own short sets.
 */
import { editorToolbarMessages as t } from '../messages';

export const BLOCK_TYPES = [
  'text', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'bulleted-list', 'numbered-list', 'to-do-list', 'quote', 'code',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const MARK_COMMANDS = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const;
export type MarkCommand = (typeof MARK_COMMANDS)[number];

export function blockTypeLabel(type: BlockType): string {
  switch (type) {
    case 'text': return t.text;
    case 'bulleted-list': return t.bulletedList;
    case 'numbered-list': return t.numberedList;
    case 'to-do-list': return t.todoList;
    case 'quote': return t.quote;
    case 'code': return t.code;
    default: return t.heading(Number(type.slice(1)));
  }
}

export function markLabel(mark: MarkCommand): string {
  switch (mark) {
    case 'bold': return t.bold;
    case 'italic': return t.italic;
    case 'underline': return t.underline;
    case 'strikethrough': return t.strikethrough;
    case 'code': return t.inlineCode;
  }
}

/** Keyboard shortcuts shown in tooltips ("Mod" is Cmd on macOS, Ctrl elsewhere). */
export const MARK_SHORTCUTS: Record<MarkCommand, string> = {
  bold: 'Mod-b',
  italic: 'Mod-i',
  underline: 'Mod-u',
  strikethrough: 'Mod-Shift-s',
  code: 'Mod-e',
};

export type SelectionKind = 'text' | 'code-block' | 'table' | 'image';

export interface SelectionContext {
  kind: SelectionKind;
  /** The whole selection carries the inline code mark. */
  inInlineCode: boolean;
}

export interface ToolbarItems {
  blockType: boolean;
  link: boolean;
  marks: MarkCommand[];
  deleteImage: boolean;
}

export function toolbarItems({ kind, inInlineCode }: SelectionContext): ToolbarItems {
  if (kind === 'image') return { blockType: false, link: false, marks: [], deleteImage: true };
  // Code blocks hold plain text: only the block dropdown (to turn it back into text) and Code.
  if (kind === 'code-block') return { blockType: true, link: false, marks: ['code'], deleteImage: false };
  const marks: MarkCommand[] = inInlineCode ? ['code'] : [...MARK_COMMANDS];
  return { blockType: kind !== 'table', link: !inInlineCode, marks, deleteImage: false };
}

/** The dropdown button's text: the active block type, or "Multiple" when the selection spans several. */
export function blockTypeButtonLabel(active: readonly BlockType[], multiple: string): string {
  const unique = [...new Set(active)];
  if (unique.length === 1) return blockTypeLabel(unique[0]);
  return unique.length === 0 ? blockTypeLabel('text') : multiple;
}
