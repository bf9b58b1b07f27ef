import { uploadMessages } from '../../src/domain/messages';
import { Button } from '../ui/Button';
import { useFocusWhile } from '../ui/use-focus-while';
import { ImageDropzone } from '../image-upload/ImageDropzone';
import { UploadProgress } from '../image-upload/UploadProgress';
import type { CoverPickerPanelProps } from './CoverPickerPanel';

/** The picker's Upload tab: the drop zone, the progress while it uploads, Cancel and Upload. */
export function CoverUploadTab({ upload, saving }: CoverPickerPanelProps) {
  const busy = upload.uploading || saving;
  const cancel = useFocusWhile(upload.uploading);
  return (
    <div className="flex flex-col gap-3">
      <ImageDropzone
        shape="wide"
        imageUrl={upload.chosenUrl}
        imageAlt={`${uploadMessages.chosenImage}${upload.chosenName ? `: ${upload.chosenName}` : ''}`}
        maxSize={upload.maxSize}
        error={upload.error}
        disabled={busy}
        onDrop={upload.onDrop}
      />
      {upload.progress !== null && <UploadProgress fraction={upload.progress} />}
      <div className="flex gap-2">
        {/* Cancel stops a running upload; only the short save after it locks the tab. */}
        <Button ref={cancel} onClick={upload.onCancel} disabled={saving}>
          {uploadMessages.cancel}
        </Button>
        <Button variant="primary" className="flex-1" onClick={upload.onSubmit} disabled={!upload.chosenUrl} loading={busy}>
          {busy ? uploadMessages.submitting : uploadMessages.submit}
        </Button>
      </div>
    </div>
  );
}
