import { $ctx } from '@milkdown/kit/utils';
import { EditorBridge } from './index';

/** Each editor's bridge, read by its plugins. */
export const bridgeCtx = $ctx(new EditorBridge({ editable: true }), 'planeEditorBridge');
