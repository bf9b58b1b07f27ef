import { editorMessages } from '../../../src/domain/messages';
import type { EditorBridge } from '../bridge';
import { useBridgeSelector } from './useBridge';

/**
 * The line above the document while a large paste is read in pieces (plugins/large-paste.ts);
 * it sticks to the top of the window, since the document grows far below it meanwhile.
 */
export function PasteProgress({ bridge }: { bridge: EditorBridge }) {
  const { running, percent } = useBridgeSelector(bridge, (b) => ({ running: b.paste.running, percent: b.paste.percent }));
  if (!running) return null;
  return (
    <div role="status" data-paste-progress="" className="sticky top-0 z-10 mb-2 flex items-center gap-2 bg-canvas py-1 text-sm text-muted">
      <progress className="h-1.5 w-32" max={100} value={percent} aria-label={editorMessages.pastingLabel} />
      <span>{editorMessages.pasting(percent)}</span>
    </div>
  );
}
