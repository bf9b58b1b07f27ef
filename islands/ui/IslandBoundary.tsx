import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { ComponentType } from 'react';
import { retryFailedParts } from './retrying-lazy';

function Fallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <div role="alert" className="rounded-md border border-danger bg-danger-soft p-3 text-sm text-fg">
      <p className="font-medium">This part of the page stopped working.</p>
      <p className="text-muted">The rest of the page still works. Nothing you saved is lost.</p>
      <button type="button" onClick={resetErrorBoundary} className="mt-2 rounded border border-line bg-surface px-2 py-1 text-xs">
        Try again
      </button>
    </div>
  );
}

/**
 * Wraps an island so one broken piece never blanks the page: it shows a notice with a retry,
 * and the error goes to the console for whoever debugs it.
 */
export function withIslandBoundary<P extends object>(Island: ComponentType<P>, name: string): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <ErrorBoundary FallbackComponent={Fallback} onReset={retryFailedParts} onError={(error) => console.error(`The ${name} island failed:`, error)}>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `Bounded(${name})`;
  return Bounded;
}
