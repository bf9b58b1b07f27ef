import type { RefObject } from 'react';
import type { EditorBridge } from '../../bridge';

export type ViewMode = 'rich' | 'source';
export type SourceViewStatus = 'idle' | 'loading' | 'failed';

/** What the imperative handle (and the bench) drive: the view shown, and the switch. */
export interface ViewSwitch {
  readonly mode: ViewMode;
  show(mode: ViewMode): Promise<void>;
}

/** What the switch works with: the editor, the source view's host element, and the hook's state. */
export interface SwitchParts {
  bridge: EditorBridge;
  host: RefObject<HTMLDivElement | null>;
  editable: () => boolean;
  setMode: (mode: ViewMode) => void;
}
