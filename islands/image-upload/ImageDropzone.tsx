import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { uploadMessages } from '../../src/domain/messages';
import { formatBytes, IMAGE_UPLOAD_ACCEPT } from '../../src/domain/upload';
import type { DroppedFiles } from '../../src/models/upload-slot';
import { cn } from '../ui/cn';
import { ImageIcon, UserIcon } from '../ui/icons';

export interface ImageDropzoneProps {
  /** The chosen file's preview, else the current image, else null for the empty look. */
  imageUrl: string | null;
  imageAlt: string;
  maxSize: number;
  error: string | null;
  disabled?: boolean;
  onDrop: (files: DroppedFiles) => void;
  /** `square` is the dialog's 320x320 zone; `wide` fills the cover picker's panel. */
  shape?: 'square' | 'wide';
  /** Stories: the look while a file is dragged over the zone. */
  forceDragActive?: boolean;
  /** Takes the focus when its dialog opens (Headless UI reads data-autofocus). */
  autoFocus?: boolean;
}

/**
 * A drop zone that is also a button (click, Enter or Space opens the file chooser): one png, jpg,
 * jpeg, svg or webp up to the size limit. Refusals are reported through onDrop's rejection codes.
 */
export function ImageDropzone({ imageUrl, imageAlt, maxSize, error, disabled = false, onDrop, shape = 'square', forceDragActive = false, autoFocus = false }: ImageDropzoneProps) {
  const captionId = useId();
  const helpId = useId();
  const errorId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: IMAGE_UPLOAD_ACCEPT as Record<string, string[]>,
    maxSize,
    multiple: false,
    maxFiles: 1,
    disabled,
    onDrop: (accepted, rejections) => onDrop({ accepted, rejectionCodes: rejections.flatMap((r) => r.errors.map((e) => String(e.code))) }),
  });
  const dragging = isDragActive || forceDragActive;

  return (
    <div className="flex flex-col items-center gap-2">
      {/* Outside the button: a focusable child inside role=button is nested interaction. */}
      <input {...getInputProps({ 'aria-hidden': true, tabIndex: -1 })} />
      <div
        {...getRootProps({
          role: 'button',
          'aria-labelledby': captionId,
          'aria-describedby': error ? `${helpId} ${errorId}` : helpId,
          'aria-disabled': disabled || undefined,
          ...(autoFocus ? { 'data-autofocus': true } : {}),
        })}
        className={cn(
          'group relative grid w-full cursor-pointer place-items-center overflow-hidden rounded-lg border-2 outline-none transition-colors',
          'focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
          shape === 'square' ? 'aspect-square max-w-80' : 'h-44',
          imageUrl && !dragging ? 'border-transparent' : 'border-dashed',
          dragging ? 'border-primary bg-primary-soft' : error ? 'border-danger' : 'border-line bg-surface-2 hover:bg-canvas',
          disabled && 'cursor-not-allowed opacity-70',
        )}
      >
        {imageUrl && !dragging ? (
          <>
            <img src={imageUrl} alt={imageAlt} className="absolute inset-0 size-full object-cover" />
            <span id={captionId} className="absolute right-2 top-2 rounded-md bg-black/75 px-2 py-0.5 text-xs font-medium text-white">
              {uploadMessages.edit}
            </span>
          </>
        ) : (
          <div className="flex flex-col items-center gap-2 p-4 text-center">
            {shape === 'square' ? (
              <UserIcon size={40} className={dragging ? 'text-primary' : 'text-muted'} />
            ) : (
              <ImageIcon size={36} className={dragging ? 'text-primary' : 'text-muted'} />
            )}
            <span id={captionId} className="text-sm font-medium">
              {dragging ? uploadMessages.dropping : uploadMessages.dropHere}
            </span>
          </div>
        )}
      </div>
      <p id={helpId} className="text-center text-xs text-muted">
        {uploadMessages.supportedFormats}. {uploadMessages.sizeLimit(formatBytes(maxSize))}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-center text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
