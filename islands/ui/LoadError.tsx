import { Button } from './Button';

interface LoadErrorProps {
  /** The server's text, or the generic sentence when it sent none. */
  message: string;
  retryLabel: string;
  onRetry?: () => void;
}

/**
 * What a list or page shows when its data did not load: the reason and a way to try again, in
 * one look across the product so a failure reads the same everywhere.
 */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm">
      <span className="min-w-0">{message}</span>
      {onRetry && <Button size="sm" onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}
