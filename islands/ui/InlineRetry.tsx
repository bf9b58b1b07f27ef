/** A load that failed inside a small section: the reason, then a Retry link-button, in the section's text size. */
export function InlineRetry({ message, onRetry, size = 'sm' }: { message: string; onRetry: () => void; size?: 'sm' | 'xs' }) {
  return (
    <p role="alert" className={size === 'sm' ? 'text-sm text-danger' : 'text-xs text-danger'}>
      {message}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}
