/**
 * Every command the slash menu, the toolbar and the imperative handle can run, by key. Keys are
 * SPEC section 9's slash keys and toolbar keys; an unknown key is logged and nothing happens.
 */
import { toggleMark } from '@milkdown/kit/prose/commands';
import type { Command, EditorState } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { insertTable } from './table';
import { findParentList, insertDivider, selectedTextblocks, setQuote, setTextblock, toggleBlockquote, toggleCodeBlock, toggleHeading, toggleList, toolbarCode } from './blocks';

export interface CommandEnvironment {
  /** Opens the image picker (the editor's file handler decides what happens next). */
  pickImage?: () => void;
}

const headingKey = /^(?:heading_|h)([1-6])$/;

function commandFor(key: string, env: CommandEnvironment): Command | null {
  const heading = headingKey.exec(key);
  if (heading) return toggleHeading(Number(heading[1]));
  switch (key) {
    case 'text':
      return (state, dispatch) => setTextblock(state.schema.nodes.paragraph)(state, dispatch);
    case 'todo_list':
    case 'to-do-list':
      return toggleList('taskList');
    case 'bullet_list':
    case 'bulleted-list':
      return toggleList('bulletList');
    case 'numbered_list':
    case 'numbered-list':
      return toggleList('orderedList');
    case 'quote_block':
      return toggleBlockquote;
    case 'quote':
      return setQuote;
    case 'code_block':
      return toggleCodeBlock;
    case 'code':
      return toolbarCode;
    case 'divider':
      return insertDivider;
    case 'bold':
    case 'italic':
    case 'underline':
      return (state, dispatch) => toggleMark(state.schema.marks[key])(state, dispatch);
    case 'strikethrough':
      return (state, dispatch) => toggleMark(state.schema.marks.strike)(state, dispatch);
    case 'inline_code':
      return (state, dispatch) => toggleMark(state.schema.marks.code)(state, dispatch);
    case 'table':
      return insertTable;
    case 'image':
      return env.pickImage
        ? () => {
            env.pickImage!();
            return true;
          }
        : null;
    default:
      return null;
  }
}

/** Runs a command by key. `replace` is the slash range ("/query") removed first. */
export function runCommand(view: EditorView, key: string, env: CommandEnvironment = {}, replace?: { from: number; to: number }): boolean {
  const command = commandFor(key, env);
  if (!command) {
    console.warn(`No editor command matches the menu item key "${key}".`);
    return false;
  }
  if (replace && replace.to > replace.from) view.dispatch(view.state.tr.delete(replace.from, replace.to));
  const done = command(view.state, view.dispatch, view);
  view.focus();
  return done;
}

function markActive(state: EditorState, name: string): boolean {
  const type = state.schema.marks[name];
  if (!type) return false;
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks || $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** Whether a menu item's block or mark is what the selection has now. */
export function isCommandActive(state: EditorState, key: string): boolean {
  const heading = headingKey.exec(key);
  const blocks = selectedTextblocks(state);
  const list = findParentList(state.selection.$from)?.node.type.name;
  if (heading) return blocks.length > 0 && blocks.every((b) => b.type.name === 'heading' && b.attrs.level === Number(heading[1]));
  switch (key) {
    case 'text':
      return blocks.length > 0 && !list && !isCommandActive(state, 'quote') && blocks.every((b) => b.type.name === 'paragraph');
    case 'todo_list':
    case 'to-do-list':
      return list === 'taskList';
    case 'bullet_list':
    case 'bulleted-list':
      return list === 'bulletList';
    case 'numbered_list':
    case 'numbered-list':
      return list === 'orderedList';
    case 'quote_block':
    case 'quote': {
      const { $from } = state.selection;
      for (let d = $from.depth; d > 0; d -= 1) if ($from.node(d).type.name === 'blockquote') return true;
      return false;
    }
    case 'code_block':
      return blocks.length > 0 && blocks.every((b) => b.type.name === 'codeBlock');
    case 'code':
      return blocks.every((b) => b.type.name === 'codeBlock') || markActive(state, 'code');
    case 'bold':
    case 'italic':
    case 'underline':
      return markActive(state, key);
    case 'strikethrough':
      return markActive(state, 'strike');
    case 'inline_code':
      return markActive(state, 'code');
    default:
      return false;
  }
}
