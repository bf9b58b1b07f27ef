import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EditorBridge } from '../../bridge';
import type { SourceViewStatus, SwitchParts, ViewMode, ViewSwitch } from './types';

export type { SourceViewStatus, ViewMode, ViewSwitch };

/** Mod-Alt-u, by the key's place (Alt changes the character it types on a Mac). */
export function isSourceViewShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'code'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.altKey && !event.shiftKey && event.code === 'KeyU';
}

/**
 * The switch as the editor holds it from the start: the rich view, until the first switch to the
 * source fetches the rest (view-switch.ts, with the source editor). A fetch that fails says so
 * beside the switch (status "failed"); the next press tries again.
 */
function createLazyViewSwitch(parts: SwitchParts & { setStatus: (status: SourceViewStatus) => void }) {
  type Loaded = ReturnType<typeof import('./view-switch').createViewSwitch>;
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded | null> | null = null;
  const load = () => {
    loading ??= import('./view-switch').then(
      ({ createViewSwitch }) => (loaded = createViewSwitch(parts)),
      (error: unknown) => {
        console.error('The markdown source view could not be loaded.', error);
        loading = null;
        return null;
      },
    );
    return loading;
  };
  return {
    get mode(): ViewMode {
      return loaded?.mode ?? 'rich';
    },
    async show(next: ViewMode): Promise<void> {
      if (loaded) return loaded.show(next);
      if (next === 'rich') return;
      parts.setStatus('loading');
      const views = await load();
      parts.setStatus(views ? 'idle' : 'failed');
      await views?.show(next);
    },
    async reset(): Promise<void> {
      await loaded?.reset();
    },
    dispose(): void {
      loaded?.dispose();
    },
  };
}

export function useSourceView(bridge: EditorBridge, editable: boolean) {
  const [mode, setMode] = useState<ViewMode>('rich');
  const [status, setStatus] = useState<SourceViewStatus>('idle');
  const host = useRef<HTMLDivElement>(null);
  const editableRef = useRef(editable);
  const [views] = useState(() => createLazyViewSwitch({ bridge, host, editable: () => editableRef.current, setMode, setStatus }));

  useEffect(() => {
    if (editableRef.current === editable) return;
    editableRef.current = editable;
    void views.reset();
  }, [editable, views]);

  useEffect(() => () => views.dispose(), [views]);

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!isSourceViewShortcut(event)) return;
    event.preventDefault();
    event.stopPropagation();
    void views.show(views.mode === 'source' ? 'rich' : 'source');
  };

  return { mode, status, host, views: views as ViewSwitch, onKeyDownCapture };
}
