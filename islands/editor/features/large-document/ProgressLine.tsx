import { editorMessages } from '../../../../src/domain/messages';
import type { EditorBridge } from '../../bridge';
import { useBridgeSelector } from '../../ui/useBridge';

/**
 * The line above the document while a large document opens, or a large paste is read, in pieces
 * (open.ts, large-paste.ts); it sticks to the top of the window, since the document grows far below it.
 */
export function ProgressLine({ bridge }: { bridge: EditorBridge }) {
  const { kind, percent } = useBridgeSelector(bridge, (b) => {
    const job = b.opening.running ? 'opening' : b.paste.running ? 'paste' : null;
    return { kind: job, percent: job === 'opening' ? b.opening.percent : b.paste.percent };
  });
  if (!kind) return null;
  const [text, label] = kind === 'opening' ? [editorMessages.opening(percent), editorMessages.openingLabel] : [editorMessages.pasting(percent), editorMessages.pastingLabel];
  return (
    <div role="status" {...{ [kind === 'opening' ? 'data-open-progress' : 'data-paste-progress']: '' }} className="sticky top-0 z-10 mb-2 flex items-center gap-2 bg-canvas py-1 text-sm text-muted">
      <progress className="h-1.5 w-32" max={100} value={percent} aria-label={label} />
      <span>{text}</span>
    </div>
  );
}
