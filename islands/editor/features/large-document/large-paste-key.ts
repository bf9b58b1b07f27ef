/** The running large paste's state, shared by the plugin (large-paste.ts) and its pieces (paste-in-pieces.ts). */
import { PluginKey } from '@milkdown/kit/prose/state';

/** Where the next piece goes, mapped through any other change made meanwhile; null when no paste runs. */
export interface Running {
  pos: number;
}
export const largePasteKey = new PluginKey<Running | null>('planeLargePaste');
