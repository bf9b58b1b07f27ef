import { editorMessages } from '../../src/domain/messages';

/** The editor and viewer demos' document did not load: the server's words and Retry, in one line. */
export function DocumentLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {message}{' '}
      <button type="button" className="underline" onClick={() => onRetry()}>
        {editorMessages.retry}
      </button>
    </p>
  );
}
