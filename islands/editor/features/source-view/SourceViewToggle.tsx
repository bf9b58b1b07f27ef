import { editorSourceViewMessages as m } from '../../../../src/domain/messages';
import { cn } from '../../../ui/cn';
import type { SourceViewStatus, ViewMode } from './use-source-view';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface SourceViewToggleProps {
  mode: ViewMode;
  status: SourceViewStatus;
  onShow: (mode: ViewMode) => void;
}

/** The editor's view bar: rich text or markdown source, with the shortcut in the hint. */
export function SourceViewToggle({ mode, status, onShow }: SourceViewToggleProps) {
  const mac = isMac();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 pb-2">
      {status === 'loading' && (
        <span role="status" className="text-xs text-muted">
          {m.loading}
        </span>
      )}
      {status === 'failed' && (
        <span role="alert" className="text-xs text-danger">
          {m.loadFailed}
        </span>
      )}
      <div role="group" aria-label={m.group} title={m.toggleHint(m.shortcut(mac))} className="inline-flex rounded-md border border-line p-0.5">
        {(['rich', 'source'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={mode === view}
            aria-keyshortcuts={mac ? 'Meta+Alt+U' : 'Control+Alt+U'}
            onClick={() => onShow(view)}
            className={cn(
              'rounded px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary',
              mode === view ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg',
            )}
          >
            {view === 'rich' ? m.rich : m.source}
          </button>
        ))}
      </div>
    </div>
  );
}
