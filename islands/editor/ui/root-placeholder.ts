import type { CSSProperties } from 'react';

/** How the space held for an editor still loading looks (lazy.tsx). */
export const PLACEHOLDER_LOOK = 'animate-pulse rounded-lg bg-surface-2';

/**
 * The editor's root keeps the placeholder's look and height for as long as it is empty. The editor
 * is made over three tasks (plugins/creation-yields.ts) and the page may paint between them: until
 * the document is drawn into the root, it must look and measure as the placeholder did, or what is
 * below it moves up, then down again. Not when the editor failed: its message is shown instead.
 */
export function rootPlaceholder(height: number | undefined, failed: boolean): { className?: string; style?: CSSProperties } {
  if (!height || failed) return {};
  return {
    // PLACEHOLDER_LOOK's classes as `empty:` variants, spelled out: Tailwind finds the classes it
    // generates by reading the source, so a class built at run time would have no rule.
    className: 'empty:min-h-(--editor-placeholder-height) empty:animate-pulse empty:rounded-lg empty:bg-surface-2',
    style: { '--editor-placeholder-height': `${height}px` } as CSSProperties,
  };
}
