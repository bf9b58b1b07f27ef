import { useSyncExternalStore } from 'react';
import type { EditorBridge } from '../bridge';

/** Re-renders on every editor state change (selection, document, focus). */
export function useBridgeVersion(bridge: EditorBridge): number {
  return useSyncExternalStore(bridge.subscribe, bridge.getVersion, bridge.getVersion);
}
