/** A load that failed inside a small section: the reason, then a Retry link-button. */
export function InlineRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {message}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}
