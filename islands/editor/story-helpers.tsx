/** Helpers for the editor stories: an editor that sets itself up (selection, typed text, clicks) once ready. */
import { useEffect, useRef, type ReactNode } from 'react';
import type { RichTextEditorHandle } from './handle';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { useLatest } from './ui/use-latest';

export interface ScriptedEditorProps extends Omit<RichTextEditorProps, 'ref' | 'onReady'> {
  /** Runs once the editor is ready, e.g. to select text or type a slash. */
  script?: (handle: RichTextEditorHandle, root: HTMLElement) => void;
  children?: ReactNode;
}

/** Clicks the first element matching `selector` (and `accept`) inside `root` as soon as it appears. */
export function clickWhenPresent(root: HTMLElement, selector: string, accept: (element: HTMLElement) => boolean = () => true): void {
  const find = () => [...root.querySelectorAll<HTMLElement>(selector)].find(accept);
  const existing = find();
  if (existing) {
    existing.click();
    return;
  }
  const observer = new MutationObserver(() => {
    const found = find();
    if (!found) return;
    observer.disconnect();
    found.click();
  });
  observer.observe(root, { childList: true, subtree: true });
}

export function ScriptedEditor({ script, children, ...props }: ScriptedEditorProps) {
  const handle = useRef<RichTextEditorHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const ready = useRef(false);
  const scriptRef = useLatest(script);
  useEffect(() => () => {
    ready.current = false;
  }, []);
  return (
    <div ref={box} className="mx-auto max-w-3xl rounded-lg border border-line bg-canvas px-5 pt-5">
      <RichTextEditor
        {...props}
        ref={handle}
        onReady={(isReady) => {
          if (!isReady || ready.current || !handle.current || !box.current) return;
          ready.current = true;
          scriptRef.current?.(handle.current, box.current);
        }}
      />
      {children}
    </div>
  );
}

/** The document range of `word` inside the first block's plain text (stories keep the target there). */
export function rangeInFirstBlock(firstBlockText: string, word: string): [number, number] {
  const start = 1 + firstBlockText.indexOf(word);
  return [start, start + word.length];
}
