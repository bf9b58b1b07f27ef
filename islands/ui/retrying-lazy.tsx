import { createElement, lazy, type ComponentType } from 'react';

/** The lazy parts whose chunk did not arrive, each with the way to try it afresh. */
const failed = new Set<() => void>();

/**
 * Gives every part whose chunk did not arrive a new attempt at its next render. The island
 * boundary's Try again calls it (IslandBoundary.tsx): retrying on its own would fetch in a loop
 * while the network is down.
 */
export function retryFailedParts(): void {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
}

/**
 * A component whose code is a chunk of its own, like React.lazy's, but one that can come back
 * after its chunk did not arrive. React.lazy keeps a failed import for good: every later render
 * throws the same error, so an error boundary's Try again could never bring the part back.
 */
export function retryingLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      ),
    );
  let current = attempt();
  const renew = () => {
    current = attempt();
  };
  function RetryingLazy(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return RetryingLazy;
}
