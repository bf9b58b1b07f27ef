import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { withIslandBoundary } from '../../../islands/ui/IslandBoundary';
import { retryingLazy } from '../../../islands/ui/retrying-lazy';

afterEach(cleanup);

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('a lazy part whose chunk did not arrive', () => {
  it("comes back with the island boundary's Try again: the next render fetches it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Part);
    const LazyPart = retryingLazy<{ label: string }>(load);
    const Island = withIslandBoundary(() => (
      <Suspense fallback={<p>loading</p>}>
        <LazyPart label="the part" />
      </Suspense>
    ), 'test');
    render(<Island />);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    // No attempt of its own meanwhile: that would fetch in a loop while the network is down.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(tryAgain);
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched once while it keeps arriving', async () => {
    const load = vi.fn().mockResolvedValue(Part);
    const LazyPart = retryingLazy<{ label: string }>(load);
    const { rerender } = render(<Suspense fallback={null}><LazyPart label="one" /></Suspense>);
    expect(await screen.findByText('one')).toBeTruthy();
    rerender(<Suspense fallback={null}><LazyPart label="two" /></Suspense>);
    expect(await screen.findByText('two')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
