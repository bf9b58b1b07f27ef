import { InputRule } from '@milkdown/kit/prose/inputrules';
import type { Node } from '@milkdown/kit/prose/model';
import { chainCommands, toggleMark } from '@milkdown/kit/prose/commands';
import { Selection, TextSelection, type Command, type EditorState, type Transaction } from '@milkdown/kit/prose/state';
import { $inputRule, $node, $shortcut } from '@milkdown/kit/utils';
import { fenceLanguage } from '../../../../src/domain/editor/highlight-tokens';
import { codeInfoWord, codeLanguage, DEFAULT_CODE_LANGUAGE } from '../../../../src/domain/safe-attributes';
import { declined } from '../../markdown/decline';
import type { FastBlockMarkdown } from '../../markdown/fast-writer';
import { str } from '../../markdown/mdast';
import { liftOutOfWrappers, selectedTextblocks, setTextblock } from '../../commands/blocks';

export { DEFAULT_CODE_LANGUAGE };

/** A fence info string the fast writer writes as it is. */
const PLAIN_LANGUAGE = /^[\w+#.-]+$/;

/**
 * The stored language is the fence's info word as written (src/domain/safe-attributes.ts); only
 * its class form, codeLanguage, is ever written into a class.
 */
export const languageOf = codeInfoWord;

function longestBacktickRun(value: string): number {
  let longest = 0;
  for (const run of value.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

function languageFromDom(dom: HTMLElement): string {
  const fromData = dom.getAttribute('data-language');
  if (fromData) return languageOf(fromData);
  const code = dom.querySelector('code');
  const match = /(?:^|\s)language-([\w+#.-]+)/.exec(code?.className ?? dom.className);
  return languageOf(match?.[1]);
}

export const codeBlockNode = $node('codeBlock', () => ({
  content: 'text*',
  marks: '',
  group: 'block',
  code: true,
  defining: true,
  attrs: { language: { default: DEFAULT_CODE_LANGUAGE } },
  parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' as const, getAttrs: (dom: HTMLElement) => ({ language: languageFromDom(dom) }) }],
  toDOM: (node: Node) => {
    const language = languageOf(node.attrs.language);
    return ['pre', { 'data-language': language }, ['code', { class: `language-${codeLanguage(language)}` }, 0]];
  },
  parseMarkdown: {
    match: ({ type }) => type === 'code',
    runner: (state, node, type) => {
      state.openNode(type, { language: languageOf(str(node, 'lang')) });
      const value = str(node, 'value');
      if (value) state.addText(value);
      state.closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === 'codeBlock',
    runner: (state, node) => {
      const language = languageOf(node.attrs.language);
      state.addNode('code', undefined, node.textContent, { lang: language === DEFAULT_CODE_LANGUAGE ? null : language });
    },
  },
  // A fence one backtick longer than any run inside.
  fastMarkdown: {
    mdast: 'code',
    write: (node) => {
      const value = node.textContent;
      if (value.includes('\r')) declined();
      const language = languageOf(node.attrs.language);
      const info = language === DEFAULT_CODE_LANGUAGE ? '' : language;
      if (info && !PLAIN_LANGUAGE.test(info)) declined();
      const fence = '`'.repeat(Math.max(longestBacktickRun(value) + 1, 3));
      return `${fence}${info}\n${value ? `${value}\n` : ''}${fence}`;
    },
  } satisfies FastBlockMarkdown,
}));

/** ``` or ~~~ with an optional language, then a space, at the start of an empty line. */
export const codeFenceInputRule = $inputRule(
  (ctx) =>
    new InputRule(/^(?:```|~~~)([\w+#.-]*)\s$/, (state, match, start, end) => {
      const $start = state.doc.resolve(start);
      if ($start.parent.type.name !== 'paragraph' || $start.parent.content.size !== end - start) return null;
      const language = fenceLanguage(match[0].trim()) ?? DEFAULT_CODE_LANGUAGE;
      return state.tr.delete(start, end).setBlockType(start, start, codeBlockNode.type(ctx), { language });
    }),
);

/** Enter on a line holding only a fence (```ts) turns it into a code block. */
const fenceOnEnter: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type.name !== 'paragraph' || $from.parentOffset !== $from.parent.content.size) return false;
  const language = fenceLanguage($from.parent.textContent);
  if (language === null) return false;
  const start = $from.start();
  dispatch?.(state.tr.delete(start, $from.end()).setBlockType(start, start, state.schema.nodes.codeBlock, { language }));
  return true;
};

const inCode = (state: Parameters<Command>[0]) => state.selection.$from.parent.type.name === 'codeBlock';

/** Tab inserts a tab character inside code. */
const insertTab: Command = (state, dispatch) => {
  if (!inCode(state)) return false;
  dispatch?.(state.tr.insertText('\t'));
  return true;
};

/** ArrowDown at the end of the last line leaves the block (adding a paragraph at the document end). */
const exitDown: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || !inCode(state) || $from.parentOffset !== $from.parent.content.size) return false;
  const after = $from.after();
  const tr = state.tr;
  if (after >= tr.doc.content.size || !tr.doc.resolve(after).nodeAfter) {
    tr.insert(after, state.schema.nodes.paragraph.create());
  }
  dispatch?.(tr.setSelection(Selection.near(tr.doc.resolve(after + 1))).scrollIntoView());
  return true;
};

/** A new paragraph right after the code block, with the cursor in it. */
function paragraphAfterCode(tr: Transaction, after: number): Transaction {
  tr.insert(after, tr.doc.type.schema.nodes.paragraph.create());
  return tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
}

/** Mod-Enter anywhere in a code block leaves it for a new paragraph below (as in Plane's editor). */
const exitBelow: Command = (state, dispatch) => {
  if (!inCode(state)) return false;
  dispatch?.(paragraphAfterCode(state.tr, state.selection.$to.after()));
  return true;
};

/**
 * The third Enter at the end of a code block (the line holds two empty lines) leaves it: the two
 * empty lines go, and a paragraph below takes the cursor, as Plane's editor does.
 */
const exitOnTripleEnter: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || !inCode(state) || $from.parentOffset !== $from.parent.content.size || !$from.parent.textContent.endsWith('\n\n')) return false;
  const after = $from.after();
  const tr = state.tr.delete($from.pos - 2, $from.pos);
  dispatch?.(paragraphAfterCode(tr, tr.mapping.map(after)));
  return true;
};

/** ArrowUp at the start of a code block that opens the document adds a paragraph above it. */
const exitUp: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || !inCode(state) || $from.parentOffset !== 0 || $from.before() !== 0) return false;
  const tr = state.tr.insert(0, state.schema.nodes.paragraph.create());
  dispatch?.(tr.setSelection(TextSelection.create(tr.doc, 1)).scrollIntoView());
  return true;
};

/** Backspace in an empty code block, or at the very start of the document, makes it a paragraph. */
const backspaceToParagraph: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || !inCode(state) || $from.parentOffset !== 0) return false;
  if ($from.parent.content.size > 0 && $from.before() !== 0) return false;
  dispatch?.(state.tr.setBlockType($from.before(), $from.after(), state.schema.nodes.paragraph));
  return true;
};

/** A code block becomes one paragraph per line. */
function codeBlockToParagraphs(state: EditorState, dispatch?: (tr: Transaction) => void): boolean {
  const { $from } = state.selection;
  const code = $from.parent;
  const paragraph = state.schema.nodes.paragraph;
  const lines = code.textContent.split('\n');
  const blocks = lines.map((line) => paragraph.create(null, line ? state.schema.text(line) : null));
  const start = $from.before();
  const tr = state.tr.replaceWith(start, $from.after(), blocks);
  dispatch?.(tr.setSelection(TextSelection.create(tr.doc, start + 1)).scrollIntoView());
  return true;
}

/** The selected lines, fenced into one code block. */
function fenceSelection(state: EditorState, dispatch?: (tr: Transaction) => void): boolean {
  const tr = liftOutOfWrappers(state.tr);
  const { $from, $to } = tr.selection;
  const range = $from.blockRange($to);
  if (!range) return false;
  const text = tr.doc.textBetween(range.start, range.end, '\n', '\n');
  const code = state.schema.nodes.codeBlock.create(null, text ? state.schema.text(text) : null);
  tr.replaceWith(range.start, range.end, code);
  dispatch?.(tr.setSelection(TextSelection.create(tr.doc, range.start + 1)).scrollIntoView());
  return true;
}

/** Mod-Alt-c and the slash item: a code block on, or back to paragraphs. */
export const toggleCodeBlock: Command = (state, dispatch) => {
  if (state.selection.$from.parent.type.name === 'codeBlock') return codeBlockToParagraphs(state, dispatch);
  if (selectedTextblocks(state).length > 1) return fenceSelection(state, dispatch);
  return setTextblock(state.schema.nodes.codeBlock)(state, dispatch);
};

/**
 * The toolbar's "Code" (REFERENCE section 3): inside a code block each line becomes a paragraph;
 * an empty selection toggles a code block; several lines are fenced; one line toggles inline code.
 */
export const toolbarCode: Command = (state, dispatch) => {
  const { selection } = state;
  if (selection.$from.parent.type.name === 'codeBlock') return codeBlockToParagraphs(state, dispatch);
  if (selection.empty) return setTextblock(state.schema.nodes.codeBlock)(state, dispatch);
  if (selectedTextblocks(state).length > 1) return fenceSelection(state, dispatch);
  return toggleMark(state.schema.marks.code)(state, dispatch);
};

export const codeBlockKeymap = $shortcut(() => ({
  'Mod-Alt-c': { key: 'Mod-Alt-c', onRun: () => toggleCodeBlock, priority: 60 },
  Enter: { key: 'Enter', onRun: () => chainCommands(fenceOnEnter, exitOnTripleEnter), priority: 70 },
  'Mod-Enter': { key: 'Mod-Enter', onRun: () => exitBelow, priority: 70 },
  Tab: { key: 'Tab', onRun: () => insertTab, priority: 70 },
  ArrowDown: { key: 'ArrowDown', onRun: () => exitDown, priority: 60 },
  ArrowUp: { key: 'ArrowUp', onRun: () => exitUp, priority: 60 },
  Backspace: { key: 'Backspace', onRun: () => backspaceToParagraph, priority: 60 },
}));
