import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';
import { floatingStyle, type FloatingPosition } from './floating';

/** The card a suggestion menu (slash commands, mentions) floats in at the cursor, placed by useFloating. */
export function SuggestionPanel({ floatingRef, position, width, children }: {
  floatingRef: (element: HTMLDivElement | null) => void;
  position: FloatingPosition | null;
  /** Its width class: the slash menu's is fixed, the mention list's grows with the names. */
  width: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={floatingRef}
      className={cn('fixed z-50', width, 'max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-surface p-1 shadow-lg')}
      style={floatingStyle(position)}
    >
      {children}
    </div>
  );
}
