import { uploadMessages } from '../../src/domain/messages';

/** A labelled progress bar for an upload (0..1). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const label = uploadMessages.progress(percent);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={uploadMessages.submitting}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
