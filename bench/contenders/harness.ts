/**
 * The in-page half of the editor benchmark, the same for every contender (the method of
 * ../shared/editor-bench.md). A contender entry registers an adapter; the driver (bench/run-editor.mjs)
 * calls `window.bench.*` through Playwright. Timers start with the document already in memory.
 *
 * Keystroke probe: keydown.timeStamp -> the first EditorView.updateState() after it that changed the
 * doc ("in") -> the next requestAnimationFrame -> a MessageChannel task posted from that frame, which
 * runs after the frame's style, layout and paint ("end"). Total = end - keydown.
 *
 * One file on purpose (over 300 lines): it is the one page-side script every contender runs, so what
 * it times is the same code for each; split, the contenders' builds would have to agree on its parts.
 */
import { TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';

export interface EditorHandle {
  /** The ProseMirror view underneath (the probe wraps its updateState). */
  view: EditorView;
  /** The whole document as markdown, computed from scratch. */
  markdown(): string;
  /** Markdown after an edit, by the contender's fastest path (a cache where it has one). */
  markdownAfterEdit(): string;
  /** Checks the incremental output against an independent whole-document serialisation (untimed). */
  verify?(afterEdit: string): boolean;
  json(): unknown;
  /** The markdown source view and back, where the contender has one. */
  showSource?(): Promise<void>;
  showRich?(): Promise<void>;
  destroy(): void;
}

export interface Contender {
  name: string;
  /** What `markdownAfterEdit` does, for the report. */
  incremental: string;
  fromMarkdown(root: HTMLElement, markdown: string): EditorHandle | Promise<EditorHandle>;
  fromJSON(root: HTMLElement, json: unknown): EditorHandle | Promise<EditorHandle>;
}

interface Key {
  total: number;
  inMs: number;
  render: number;
}

declare global {
  interface Window {
    bench: ReturnType<typeof createBench>;
    gc?: () => void;
  }
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const settle = async () => {
  await frame();
  await frame();
};
const gc = () => window.gc?.();

/** content-visibility on top-level blocks (`?cv=1`): the baseline the keystroke target compares with. */
function applyContentVisibility() {
  if (!new URLSearchParams(location.search).has('cv')) return;
  const style = document.createElement('style');
  style.textContent = '.ProseMirror > * { content-visibility: auto; contain-intrinsic-size: auto 60px; }';
  document.head.append(style);
}

function createBench(contender: Contender) {
  const host = document.getElementById('host')!;
  let markdownSource = '';
  let storedJSON: unknown = null;
  let handle: EditorHandle | null = null;
  let root: HTMLElement | null = null;
  let keys: Key[] = [];
  let pending: { t0: number; inAt?: number; done?: () => void } | null = null;
  let waiter: (() => void) | null = null;
  let caretPos = 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!pending) pending = { t0: event.timeStamp };
  };

  /** Wraps the view's updateState so the probe sees the moment the typed character is in the state. */
  function instrument(view: EditorView) {
    const original = view.updateState.bind(view);
    view.updateState = (state) => {
      const changed = state.doc !== view.state.doc;
      original(state);
      const p = pending;
      if (!p || p.inAt !== undefined || !changed) return;
      p.inAt = performance.now();
      requestAnimationFrame((rafAt) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const end = performance.now();
          keys.push({ total: end - p.t0, inMs: p.inAt! - p.t0, render: end - rafAt });
          pending = null;
          const w = waiter;
          waiter = null;
          w?.();
        };
        channel.port2.postMessage(0);
      });
    };
  }

  /**
   * Creates the editor and times it: `created` (the contender's own "ready"), `painted` (two frames
   * later), `firstBlocks` (the first frame that showed a block) and the longest main-thread task after
   * that frame (PerformanceObserver 'longtask'): an editor that opens a large document a piece at a
   * time shows its first blocks long before it is ready, and stays responsive meanwhile.
   */
  async function mount(create: (el: HTMLElement) => EditorHandle | Promise<EditorHandle>) {
    destroy();
    const mountedRoot = document.createElement('div');
    root = mountedRoot;
    root.className = 'bench-root';
    host.append(root);
    gc();
    await frame();
    const tasks: Array<{ start: number; duration: number }> = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({ start: e.startTime, duration: e.duration })));
    observer.observe({ type: 'longtask' });
    const t0 = performance.now();
    let firstBlocksAt: number | null = null;
    const watch = () => requestAnimationFrame(() => {
      if (mountedRoot.querySelector('[contenteditable] > *')) firstBlocksAt = performance.now();
      else if (firstBlocksAt === null && root === mountedRoot) watch();
    });
    watch();
    handle = await create(mountedRoot);
    const created = performance.now() - t0;
    await settle();
    const painted = performance.now() - t0;
    // Long-task entries arrive after their task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    const after = firstBlocksAt ?? painted + t0;
    const longestAfterFirst = Math.max(0, ...tasks.filter((t) => t.start >= after).map((t) => t.duration));
    instrument(handle.view);
    return { created, painted, firstBlocks: firstBlocksAt === null ? null : firstBlocksAt - t0, longestAfterFirst };
  }

  function destroy() {
    handle?.destroy();
    handle = null;
    root?.remove();
    root = null;
  }

  return {
    name: contender.name,
    incrementalPath: contender.incremental,
    async load(url: string) {
      markdownSource = await (await fetch(url)).text();
      return markdownSource.length;
    },
    openMarkdown: () => mount((el) => contender.fromMarkdown(el, markdownSource)),
    /**
     * The loaded document pasted as plain text into an empty editor (bench/run-paste.mjs). From the
     * paste event: the first frame that shows more than one block, the end (a contender that pastes in
     * pieces shows a `[data-paste-progress]` line until its last piece is in; then two frames), and
     * every long task (PerformanceObserver 'longtask') meanwhile.
     */
    async paste() {
      await mount((el) => contender.fromMarkdown(el, ''));
      const view = handle!.view;
      view.focus();
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
      observer.observe({ type: 'longtask' });
      const t0 = performance.now();
      let firstBlocks: number | null = null;
      const watch = () => requestAnimationFrame(() => {
        if (view.state.doc.childCount > 1) firstBlocks = performance.now() - t0;
        else watch();
      });
      watch();
      // A contender that pastes in pieces shows its progress line once its first piece is in (after
      // the paste event returns): the paste ends when that line goes.
      const isProgress = (node: globalThis.Node) => node instanceof HTMLElement && node.hasAttribute('data-paste-progress');
      let progress: 'none' | 'shown' | 'gone' = 'none';
      const lines = new MutationObserver((records) => {
        for (const record of records) {
          if (progress === 'none' && [...record.addedNodes].some(isProgress)) progress = 'shown';
          if (progress === 'shown' && [...record.removedNodes].some(isProgress)) progress = 'gone';
        }
      });
      lines.observe(root!, { childList: true, subtree: true });
      const data = new DataTransfer();
      data.setData('text/plain', markdownSource);
      view.dom.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      while (progress === 'shown') await new Promise((resolve) => setTimeout(resolve, 20));
      lines.disconnect();
      await settle();
      const done = performance.now() - t0;
      // Long-task entries arrive after their task; give them time.
      await new Promise((resolve) => setTimeout(resolve, 500));
      observer.disconnect();
      return { firstBlocks, done, longest: tasks.length ? Math.max(...tasks) : 0, longTasks: tasks.length, blocks: view.state.doc.childCount, chars: markdownSource.length };
    },
    /** Keeps this contender's own JSON of the loaded document for `openJSON` (not timed). */
    storeJSON() {
      storedJSON = handle!.json();
      return JSON.stringify(storedJSON).length;
    },
    openJSON: () => mount((el) => contender.fromJSON(el, storedJSON)),
    destroy,
    /** Switch to the source view, painted; then back to the rich view, painted. Null without a source view. */
    async switchSource() {
      const h = handle!;
      if (!h.showSource || !h.showRich) return null;
      const timed = async (run: () => Promise<void>) => {
        gc();
        await frame();
        const t0 = performance.now();
        await run();
        await settle();
        return performance.now() - t0;
      };
      const toSource = await timed(() => h.showSource!());
      const toRich = await timed(() => h.showRich!());
      return { toSource, toRich };
    },
    serialize() {
      gc();
      const t0 = performance.now();
      const md = handle!.markdown();
      return { ms: performance.now() - t0, chars: md.length };
    },
    /** Times the markdown after the last edit; with `check`, verifies it (untimed, warm-up round only). */
    incremental(check: boolean) {
      const t0 = performance.now();
      const md = handle!.markdownAfterEdit();
      const ms = performance.now() - t0;
      const matches = check && handle!.verify ? handle!.verify(md) : null;
      return { ms, matches, chars: md.length };
    },
    stats() {
      gc();
      const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
      const doc = handle!.view.state.doc;
      const count = (name: string) => {
        let n = 0;
        doc.descendants((node) => {
          if (node.type.name === name) n++;
        });
        return n;
      };
      return {
        elements: root!.querySelectorAll('*').length,
        topLevel: doc.childCount,
        headings: count('heading'),
        codeBlocks: count('code_block') + count('codeBlock'),
        tables: count('table'),
        heapMB: memory ? memory.usedJSHeapSize / 1048576 : null,
      };
    },
    /** After the first word of the top-level paragraph nearest the middle, scrolled to mid-viewport. */
    async placeCaret() {
      const view = handle!.view;
      const doc = view.state.doc;
      let best = -1;
      let bestDistance = Infinity;
      let offset = 0;
      doc.forEach((node, pos, index) => {
        const distance = Math.abs(index - doc.childCount / 2);
        if (node.type.name === 'paragraph' && node.textContent.includes(' ') && distance < bestDistance) {
          best = pos;
          bestDistance = distance;
          offset = node.textContent.indexOf(' ');
        }
      });
      caretPos = best + 1 + offset;
      view.focus();
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, caretPos)));
      // Estimated heights (content-visibility) move the target after the first scroll, so scroll twice.
      for (let i = 0; i < 3; i++) {
        const { top } = view.coordsAtPos(view.state.selection.head);
        window.scrollBy(0, top - innerHeight / 2);
        await settle();
      }
      const { top } = view.coordsAtPos(view.state.selection.head);
      return { top, visible: top > 0 && top < innerHeight };
    },
    startKeys() {
      keys = [];
      pending = null;
      window.addEventListener('keydown', onKeyDown, true);
    },
    /** Resolves once `n` keystrokes have been recorded (the driver waits on it between keys). */
    waitKeys(n: number) {
      if (keys.length >= n) return Promise.resolve(keys.length);
      return new Promise<number>((resolve) => {
        waiter = () => resolve(keys.length);
      });
    },
    stopKeys(typed: string) {
      window.removeEventListener('keydown', onKeyDown, true);
      const view = handle!.view;
      const $pos = view.state.doc.resolve(Math.min(caretPos, view.state.doc.content.size));
      return { keys, landed: $pos.parent.textContent.includes(typed) };
    },
  };
}

export function register(contender: Contender) {
  applyContentVisibility();
  window.bench = createBench(contender);
  document.documentElement.dataset.benchReady = contender.name;
}
