/**
 * The markdown source view: CodeMirror 6 with markdown (GFM) highlighting and its own undo history.
 * This module is its own chunk, imported on the first switch to the source, so pages that never
 * show the source never load CodeMirror. Colours come from classes styled in editor.css (light and dark).
 */
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { defineLanguageFacet, HighlightStyle, Language, syntaxHighlighting } from '@codemirror/language';
import { GFM, parser } from '@lezer/markdown';
import { tags } from '@lezer/highlight';

/**
 * Markdown with GFM (tables, task lists, strikethrough, autolinks) straight from @lezer/markdown,
 * which carries its own highlight tags: @codemirror/lang-markdown would add HTML, CSS and JavaScript
 * languages (for code and HTML inside markdown) and triple the chunk.
 */
const markdownLanguage = new Language(defineLanguageFacet({ commentTokens: { block: { open: '<!--', close: '-->' } } }), parser.configure(GFM), [], 'markdown');

const highlight = HighlightStyle.define([
  { tag: tags.heading, class: 'md-src-heading' },
  { tag: [tags.strong], class: 'md-src-strong' },
  { tag: [tags.emphasis], class: 'md-src-em' },
  { tag: [tags.strikethrough], class: 'md-src-strike' },
  { tag: [tags.link, tags.url], class: 'md-src-link' },
  { tag: [tags.monospace], class: 'md-src-code' },
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], class: 'md-src-mark' },
  { tag: [tags.quote], class: 'md-src-quote' },
  { tag: [tags.angleBracket, tags.tagName, tags.attributeName, tags.attributeValue, tags.comment], class: 'md-src-html' },
]);

export interface SourceEditorOptions {
  text: string;
  cursor: number;
  editable: boolean;
  label: string;
  onChange: () => void;
}

export interface SourceEditor {
  text(): string;
  cursor(): number;
  /** A new text starts a new history; the same text keeps the history and moves only the cursor. */
  show(text: string, cursor: number): void;
  focus(): void;
  destroy(): void;
}

export function createSourceEditor(parent: HTMLElement, options: SourceEditorOptions): SourceEditor {
  const stateOf = (text: string, cursor: number) =>
    EditorState.create({
      doc: text,
      selection: { anchor: Math.min(cursor, text.length) },
      extensions: [
        keymap.of([...historyKeymap, ...defaultKeymap]),
        history(),
        drawSelection(),
        markdownLanguage,
        syntaxHighlighting(highlight),
        EditorView.lineWrapping,
        EditorState.readOnly.of(!options.editable),
        EditorView.editable.of(options.editable),
        EditorView.contentAttributes.of({ 'aria-label': options.label, spellcheck: 'true', autocapitalize: 'off' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange();
        }),
      ],
    });
  const view = new EditorView({ state: stateOf(options.text, options.cursor), parent });
  return {
    text: () => view.state.doc.toString(),
    cursor: () => view.state.selection.main.head,
    show(text, cursor) {
      if (text === view.state.doc.toString()) view.dispatch({ selection: { anchor: Math.min(cursor, text.length) }, scrollIntoView: true });
      else view.setState(stateOf(text, cursor));
      view.dispatch({ effects: EditorView.scrollIntoView(view.state.selection.main.head, { y: 'center' }) });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
