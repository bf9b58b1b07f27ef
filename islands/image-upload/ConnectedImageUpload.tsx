import { useUnit } from 'effector-react';
import type { ImageUploadModel } from '../../src/models/image-upload';
import { ImageUploadDialog } from './ImageUploadDialog';
import { useObjectUrl } from './ImageDropzone';

/** The upload dialog bound to its model: the chosen file becomes a preview URL here, not in the model. */
export function ConnectedImageUpload({ model }: { model: ImageUploadModel }) {
  const m = useUnit({
    open: model.$open,
    current: model.$current,
    busy: model.$busy,
    removing: model.$removing,
    file: model.slot.$file,
    error: model.slot.$error,
    limit: model.slot.$limit,
    progress: model.slot.$progress,
    uploading: model.slot.$uploading,
    filesDropped: model.slot.filesDropped,
    submitted: model.submitted,
    removeRequested: model.removeRequested,
    closed: model.closed,
  });
  const chosenUrl = useObjectUrl(m.file);
  return (
    <ImageUploadDialog
      open={m.open}
      currentUrl={m.current.url}
      chosenUrl={m.file ? chosenUrl : null}
      chosenName={m.file?.name}
      error={m.error}
      maxSize={m.limit}
      busy={m.busy}
      uploading={m.uploading}
      progress={m.progress}
      removing={m.removing}
      onDrop={m.filesDropped}
      onSubmit={m.submitted}
      onRemove={m.removeRequested}
      onClose={m.closed}
    />
  );
}
