/**
 * Every command the slash menu, the toolbar and the imperative handle can run, by key: one table of
 * key -> { command, isActive }, and one map from the toolbar's spellings to its keys. Keys are SPEC
 * section 9's slash keys and toolbar keys; an unknown key is logged and nothing happens.
 */
import { toggleMark } from '@milkdown/kit/prose/commands';
import type { Command, EditorState } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import type { SlashKey } from '../../../src/domain/editor/slash-items';
import type { BlockType } from '../../../src/domain/editor/toolbar';
import { toggleCodeBlock, toolbarCode } from '../features/code-block/node';
import { insertTable } from '../features/table/commands';
import { setQuote, toggleBlockquote } from '../nodes/blockquote';
import { toggleHeading, type HEADING_LEVELS } from '../nodes/heading';
import { insertDivider } from '../nodes/horizontal-rule';
import { findParentList, toggleList, type ListTypeName } from '../nodes/lists';
import { hasAncestor, selectedTextblocks, setTextblock } from './blocks';

export interface CommandEnvironment {
  /** Opens the image picker (the editor's file handler decides what happens next). */
  pickImage?: () => void;
}

interface MenuCommand {
  /** The command, or null when the host gives no way to run it (no image picker). */
  command(env: CommandEnvironment): Command | null;
  /** Whether the item's block or mark is what the selection has now. */
  isActive(state: EditorState): boolean;
}

type HeadingKey = `heading_${(typeof HEADING_LEVELS)[number]}`;
type CommandKey = SlashKey | HeadingKey | 'quote' | 'code' | 'bold' | 'italic' | 'underline' | 'strikethrough' | 'inline_code';

const always = (command: Command) => () => command;
const never = () => false;

const setParagraph: Command = (state, dispatch) => setTextblock(state.schema.nodes.paragraph)(state, dispatch);
const toggleMarkNamed = (name: string): Command => (state, dispatch) => toggleMark(state.schema.marks[name])(state, dispatch);

function markActive(name: string) {
  return (state: EditorState): boolean => {
    const type = state.schema.marks[name];
    if (!type) return false;
    const { from, $from, to, empty } = state.selection;
    if (empty) return Boolean(type.isInSet(state.storedMarks || $from.marks()));
    return state.doc.rangeHasMark(from, to, type);
  };
}

const inList = (list: ListTypeName) => (state: EditorState) => findParentList(state.selection.$from)?.node.type.name === list;
const inQuote = (state: EditorState) => hasAncestor(state.selection.$from, 'blockquote');
const allCodeBlocks = (state: EditorState) => selectedTextblocks(state).every((b) => b.type.name === 'codeBlock');

function isHeading(level: number) {
  return (state: EditorState) => {
    const blocks = selectedTextblocks(state);
    return blocks.length > 0 && blocks.every((b) => b.type.name === 'heading' && b.attrs.level === level);
  };
}

function isPlainText(state: EditorState): boolean {
  const blocks = selectedTextblocks(state);
  return blocks.length > 0 && !findParentList(state.selection.$from) && !inQuote(state) && blocks.every((b) => b.type.name === 'paragraph');
}

const heading = (level: number): MenuCommand => ({ command: always(toggleHeading(level)), isActive: isHeading(level) });

const COMMANDS = new Map<string, MenuCommand>(Object.entries({
  text: { command: always(setParagraph), isActive: isPlainText },
  heading_1: heading(1), heading_2: heading(2), heading_3: heading(3), heading_4: heading(4), heading_5: heading(5), heading_6: heading(6),
  todo_list: { command: always(toggleList('taskList')), isActive: inList('taskList') },
  bullet_list: { command: always(toggleList('bulletList')), isActive: inList('bulletList') },
  numbered_list: { command: always(toggleList('orderedList')), isActive: inList('orderedList') },
  // The slash item toggles a quote around the block; the toolbar's takes the block out of its list first.
  quote_block: { command: always(toggleBlockquote), isActive: inQuote },
  quote: { command: always(setQuote), isActive: inQuote },
  code_block: { command: always(toggleCodeBlock), isActive: (state) => selectedTextblocks(state).length > 0 && allCodeBlocks(state) },
  code: { command: always(toolbarCode), isActive: (state) => allCodeBlocks(state) || markActive('code')(state) },
  divider: { command: always(insertDivider), isActive: never },
  table: { command: always(insertTable), isActive: never },
  image: {
    command: (env) => {
      const { pickImage } = env;
      return pickImage
        ? () => {
            pickImage();
            return true;
          }
        : null;
    },
    isActive: never,
  },
  bold: { command: always(toggleMarkNamed('bold')), isActive: markActive('bold') },
  italic: { command: always(toggleMarkNamed('italic')), isActive: markActive('italic') },
  underline: { command: always(toggleMarkNamed('underline')), isActive: markActive('underline') },
  strikethrough: { command: always(toggleMarkNamed('strike')), isActive: markActive('strike') },
  inline_code: { command: always(toggleMarkNamed('code')), isActive: markActive('code') },
} satisfies Record<CommandKey, MenuCommand>));

/** The toolbar's block dropdown spells some keys its own way (SPEC section 9). */
const ALIASES = new Map<string, CommandKey>(Object.entries({
  'to-do-list': 'todo_list',
  'bulleted-list': 'bullet_list',
  'numbered-list': 'numbered_list',
  h1: 'heading_1', h2: 'heading_2', h3: 'heading_3', h4: 'heading_4', h5: 'heading_5', h6: 'heading_6',
} satisfies Record<Exclude<BlockType, CommandKey>, CommandKey>));

const entryFor = (key: string): MenuCommand | undefined => COMMANDS.get(ALIASES.get(key) ?? key);

/** Runs a command by key. `replace` is the slash range ("/query") removed first. */
export function runCommand(view: EditorView, key: string, env: CommandEnvironment = {}, replace?: { from: number; to: number }): boolean {
  const command = entryFor(key)?.command(env);
  if (!command) {
    console.warn(`No editor command matches the menu item key "${key}".`);
    return false;
  }
  if (replace && replace.to > replace.from) view.dispatch(view.state.tr.delete(replace.from, replace.to));
  const done = command(view.state, view.dispatch, view);
  view.focus();
  return done;
}

/** Whether a menu item's block or mark is what the selection has now. */
export function isCommandActive(state: EditorState, key: string): boolean {
  return entryFor(key)?.isActive(state) ?? false;
}
