import { useEffect, type RefObject } from 'react';
import type { EditorBridge } from '../bridge';
import type { CommandEnvironment } from '../commands/registry';
import { DragHandle } from '../features/drag-handle/DragHandle';
import { MentionList } from '../features/mention/MentionList';
import { SelectionToolbar } from '../features/toolbar/SelectionToolbar';
import { SlashMenu } from '../features/slash/SlashMenu';
import { TableControls } from '../features/table/TableControls';

export interface EditingMenusProps {
  bridge: EditorBridge;
  env: CommandEnvironment;
  container: RefObject<HTMLDivElement | null>;
}

/**
 * Everything that floats over an editable document: the slash menu, the selection toolbar, the
 * mention list, the table controls and the drag handle. One chunk, loaded once the document is
 * shown (see RichTextEditor), so none of it delays opening a document.
 */
export function EditingMenus({ bridge, env, container }: EditingMenusProps) {
  useEffect(() => {
    bridge.keys.menusReady = true;
    return () => {
      bridge.keys.menusReady = false;
    };
  }, [bridge]);
  return (
    <>
      <SlashMenu bridge={bridge} env={env} />
      <SelectionToolbar bridge={bridge} env={env} />
      <MentionList bridge={bridge} />
      <TableControls bridge={bridge} />
      <DragHandle bridge={bridge} container={container} />
    </>
  );
}
