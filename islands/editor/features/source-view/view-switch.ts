/**
 * The switch between the two views, fetched with the source editor at the first switch to the
 * source (use-source-view.ts holds the part the editor loads with).
 */
import { flushSync } from 'react-dom';
import type { Node } from '@milkdown/kit/prose/model';
import { closeHistory } from '@milkdown/kit/prose/history';
import { Selection } from '@milkdown/kit/prose/state';
import { editorSourceViewMessages } from '../../../../src/domain/messages';
import { readSource } from './read-source';
import { createSourceEditor, type SourceEditor } from './source-editor';
import { richCaret, sourceCursor } from './switch-cursor';
import type { SwitchParts, ViewMode } from './types';

/**
 * The two views of one document. The rich view stays mounted (hidden) under the source, so its
 * undo history lives on; the source editor is created on the first switch and kept, with its own
 * history, for as long as the rich document is the one it was last in step with. Leaving an edited
 * source replaces the rich document in one transaction: one undo in the rich view takes it back.
 */
export function createViewSwitch({ bridge, host, editable, setMode }: SwitchParts) {
  let mode: ViewMode = 'rich';
  let source: SourceEditor | null = null;
  // The rich document and the source text last known to say the same thing.
  let inStep: { doc: Node; text: string } | null = null;
  let pending: Promise<void> | null = null;
  const liveView = () => (bridge.events.view && !bridge.events.view.isDestroyed ? bridge.events.view : null);

  const toSource = async () => {
    const view = liveView();
    const codec = bridge.codec;
    if (mode === 'source' || !view || !codec || !host.current) return;
    bridge.opening.finishNow?.();
    const doc = view.state.doc;
    const text = source && inStep?.doc === doc ? inStep.text : codec.toMarkdown(doc);
    const cursor = sourceCursor(doc, view.state.selection.head, text);
    mode = 'source';
    bridge.source = { text: () => source?.text() ?? text };
    flushSync(() => setMode('source'));
    if (source) source.show(text, cursor);
    else {
      source = createSourceEditor(host.current, {
        text, cursor, editable: editable(), label: editorSourceViewMessages.sourceLabel, onChange: () => bridge.events.notifyDoc(),
      });
    }
    inStep = { doc, text };
    source.focus();
  };

  const toRich = async () => {
    const view = liveView();
    const codec = bridge.codec;
    if (mode !== 'source' || !view || !codec || !source) return;
    const text = source.text();
    const cursor = source.cursor();
    bridge.source = null;
    mode = 'rich';
    flushSync(() => setMode('rich'));
    // The source's edit is one undo step of its own: it joins neither what was typed before nor after.
    const tr = closeHistory(view.state.tr);
    if (text !== inStep?.text) tr.replaceWith(0, tr.doc.content.size, readSource(codec, text).content);
    const pos = richCaret(tr.doc, text, cursor);
    tr.setSelection(Selection.near(tr.doc.resolve(pos)));
    view.dispatch(tr.scrollIntoView());
    view.dispatch(closeHistory(view.state.tr));
    inStep = { doc: view.state.doc, text };
    // The page's selection is still in the source editor, hidden now: Chromium's focus measured it
    // against the rich view's long document, 0.7 s at 1 MB and past two minutes at 10 MB (a long
    // document's blocks far from the window are not laid out, features/lazy-blocks). The view puts
    // its own selection in as it takes the focus.
    getSelection()?.removeAllRanges();
    view.focus();
  };

  return {
    get mode() {
      return mode;
    },
    /** One switch at a time: a second press waits for the first. */
    show(next: ViewMode): Promise<void> {
      const run = () => (next === 'source' ? toSource() : toRich());
      pending = (pending ?? Promise.resolve()).then(run, run).finally(() => {
        pending = null;
      });
      return pending;
    },
    /** The source editor is built for one editable state; a change rebuilds it on the next switch. */
    async reset(): Promise<void> {
      await this.show('rich');
      source?.destroy();
      source = null;
      inStep = null;
    },
    /** On unmount: the source editor goes, nothing is switched (the rich view is going too). */
    dispose(): void {
      source?.destroy();
      source = null;
      bridge.source = null;
    },
  };
}
