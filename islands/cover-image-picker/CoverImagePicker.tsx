import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { coverMessages } from '../../src/domain/messages';
import type { CoverPickerModel } from '../../src/models/cover-picker';
import { cn } from '../ui/cn';
import { useChosenImage } from '../image-upload/use-chosen-image';
import { CoverPickerPanel } from './CoverPickerPanel';

export interface CoverImagePickerProps {
  model: CoverPickerModel;
  /** The trigger's text; the product says "Change cover". */
  label?: string;
  className?: string;
}

/** Keeps the popover and the model in step: opening loads, a saved choice closes. */
function OpenSync({ open, close, model }: { open: boolean; close: () => void; model: CoverPickerModel }) {
  const { modelOpen, opened, closed } = useUnit({ modelOpen: model.$open, opened: model.opened, closed: model.closed });
  useEffect(() => {
    if (open) opened();
    else closed();
  }, [open, opened, closed]);
  useEffect(() => {
    if (open && !modelOpen) close();
    // Only the model closing matters here; `open` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelOpen]);
  return null;
}

/** The cover image picker: a bordered button that toggles a popover; an outside click or Escape closes it. */
export function CoverImagePicker({ model, label = coverMessages.trigger, className }: CoverImagePickerProps) {
  const view = useUnit(model.view);
  const { file, onClear, ...upload } = useUnit(model.uploadView);
  const chosen = useChosenImage(file);

  return (
    <Popover className={cn('relative', className)}>
      {({ open, close }) => (
        <>
          <OpenSync open={open} close={close} model={model} />
          <PopoverButton className="h-9 rounded-md border border-line bg-surface px-3 text-sm font-medium text-fg shadow-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-open:bg-surface-2">
            {label}
          </PopoverButton>
          <PopoverPanel
            focus
            anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
            role="dialog"
            aria-label={coverMessages.panelLabel}
            className="z-40 flex h-96 w-80 flex-col overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-2xl outline-none md:h-[28rem] md:w-[36rem]"
          >
            <CoverPickerPanel
              {...view}
              upload={{
                ...upload,
                ...chosen,
                onCancel: () => {
                  onClear();
                  close();
                },
              }}
            />
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}
