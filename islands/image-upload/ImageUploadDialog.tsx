import { uploadMessages } from '../../src/domain/messages';
import type { DroppedFiles } from '../../src/models/upload-slot';
import { Button } from '../ui/Button';
import { useFocusWhile } from '../ui/use-focus-while';
import { Dialog, DialogFooter, useDialogClose } from '../ui/Dialog';
import { ImageDropzone } from './ImageDropzone';
import { UploadProgress } from './UploadProgress';

export interface ImageUploadDialogProps {
  open: boolean;
  /** The image now saved (shown until a file is chosen); null when there is none. */
  currentUrl: string | null;
  /** Preview of the chosen, not yet uploaded file. */
  chosenUrl: string | null;
  chosenName?: string;
  error: string | null;
  maxSize: number;
  /** Uploading or saving. */
  busy: boolean;
  /** The file is being sent: Cancel and Escape stay available and stop it. */
  uploading: boolean;
  /** 0..1 while the file is sent. */
  progress: number | null;
  removing: boolean;
  onDrop: (files: DroppedFiles) => void;
  onSubmit: () => void;
  onRemove: () => void;
  onClose: () => void;
}

/** "Upload Image" (REFERENCE 2.6): the drop zone, Remove on the left, Cancel and Upload & Save on the right. */
export function ImageUploadDialog(props: ImageUploadDialogProps) {
  const { open, currentUrl, chosenUrl, chosenName, error, maxSize, busy, progress, removing, onDrop, onClose } = props;
  return (
    <Dialog
      open={open}
      onClose={() => !closeLocked(props) && onClose()}
      onModEnter={() => chosenUrl && !busy && !removing && props.onSubmit()}
      title={uploadMessages.title}
      size="md"
      dirty={chosenUrl !== null && !busy && !removing}
    >
      <div className="flex flex-col gap-3 px-5 pb-5 pt-4">
        <ImageDropzone
          imageUrl={chosenUrl ?? currentUrl}
          imageAlt={chosenUrl ? `${uploadMessages.chosenImage}${chosenName ? `: ${chosenName}` : ''}` : uploadMessages.currentImage}
          maxSize={maxSize}
          error={error}
          disabled={busy || removing}
          onDrop={onDrop}
          autoFocus
        />
        {progress !== null && <UploadProgress fraction={progress} />}
      </div>
      <Footer {...props} />
    </Dialog>
  );
}

/** Saving and removing are short and lock the dialog; an upload never does (it may hang on a bad line). */
const closeLocked = ({ busy, uploading, removing }: ImageUploadDialogProps) => (busy && !uploading) || removing;

function Footer(props: ImageUploadDialogProps) {
  const { currentUrl, chosenUrl, busy, uploading, removing, onSubmit, onRemove } = props;
  const cancel = useFocusWhile(uploading);
  // Cancel goes through the dialog's unsaved-input check, like Escape.
  const requestClose = useDialogClose();
  return (
    <DialogFooter justify="between" className="flex-wrap items-center">
      <Button variant="danger" onClick={onRemove} disabled={!currentUrl || busy} loading={removing}>
        {removing ? uploadMessages.removing : uploadMessages.remove}
      </Button>
      <div className="flex gap-2">
        <Button ref={cancel} onClick={requestClose} disabled={closeLocked(props)}>
          {uploadMessages.cancel}
        </Button>
        <Button variant="primary" onClick={onSubmit} disabled={!chosenUrl || removing} loading={busy}>
          {busy ? uploadMessages.submitting : uploadMessages.submit}
        </Button>
      </div>
    </DialogFooter>
  );
}
