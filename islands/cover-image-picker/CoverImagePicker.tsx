import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { coverMessages } from '../../src/domain/messages';
import type { CoverPickerModel } from '../../src/models/cover-picker';
import { cn } from '../ui/cn';
import { useObjectUrl } from '../image-upload/ImageDropzone';
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
  const m = useUnit({
    value: model.$value,
    tabs: model.$tabs,
    tab: model.$tab,
    query: model.$query,
    results: model.$results,
    unsplashStatus: model.$unsplashStatus,
    covers: model.$covers,
    coversStatus: model.$coversStatus,
    saving: model.$saving,
    file: model.slot.$file,
    error: model.slot.$error,
    limit: model.slot.$limit,
    uploading: model.slot.$uploading,
    progress: model.slot.$progress,
    tabChanged: model.tabChanged,
    queryChanged: model.queryChanged,
    searchSubmitted: model.searchSubmitted,
    imageChosen: model.imageChosen,
    filesDropped: model.slot.filesDropped,
    uploadSubmitted: model.uploadSubmitted,
    cleared: model.slot.cleared,
  });
  const chosenUrl = useObjectUrl(m.file);

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
              tabs={m.tabs}
              tab={m.tab}
              onTabChange={m.tabChanged}
              value={m.value}
              query={m.query}
              onQueryChange={m.queryChanged}
              onSearch={m.searchSubmitted}
              unsplashStatus={m.unsplashStatus}
              results={m.results}
              covers={m.covers}
              coversStatus={m.coversStatus}
              saving={m.saving}
              onChoose={m.imageChosen}
              upload={{
                chosenUrl: m.file ? chosenUrl : null,
                chosenName: m.file?.name,
                error: m.error,
                maxSize: m.limit,
                uploading: m.uploading,
                progress: m.progress,
                onDrop: m.filesDropped,
                onSubmit: m.uploadSubmitted,
                onCancel: () => {
                  m.cleared();
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
