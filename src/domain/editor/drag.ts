/** Drag handle rules (SPEC section 9): where it sits, and auto-scroll while dragging near the edges. */
import { editorLimits } from '../constants';

export const DRAG_HANDLE_WIDTH = editorLimits.dragHandleWidth;

/** Scroll step while dragging: up within 300 px of the top, down within 100 px of the bottom. */
export function autoScrollDelta(clientY: number, viewportHeight: number): number {
  if (clientY < editorLimits.autoScrollTopThreshold) return -editorLimits.autoScrollStep;
  if (clientY > viewportHeight - editorLimits.autoScrollBottomThreshold) return editorLimits.autoScrollStep;
  return 0;
}
