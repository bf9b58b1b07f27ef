import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { useIslandModel } from '../../../islands/ui/use-island-model';

// A shared unit, as the session or the toasts are: islands' models follow it.
const announced = createEvent<string>();
const followers = () => (announced as unknown as { graphite: { next: unknown[] } }).graphite.next.length;

function createFollowerModel(name: string) {
  const $heard = createStore<string[]>([]).on(announced, (heard, text) => [...heard, `${name}: ${text}`]);
  return { $heard };
}

function Island({ name }: { name: string }) {
  const model = useIslandModel(() => createFollowerModel(name), [name]);
  const heard = useUnit(model.$heard);
  return <p data-testid="heard">{heard.join(' | ')}</p>;
}

/** The release waits a task (for StrictMode's second mount): let it run. */
const releases = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('useIslandModel', () => {
  it('an island mounted and unmounted many times leaves the shared unit as it found it', async () => {
    const before = followers();
    for (let i = 0; i < 30; i += 1) render(<Island name="x" />).unmount();
    await releases();
    expect(followers()).toBe(before);
  });

  it('under StrictMode the mounted island keeps a working model', async () => {
    const before = followers();
    const view = render(<StrictMode><Island name="strict" /></StrictMode>);
    await releases();
    act(() => announced('hello'));
    expect(screen.getByTestId('heard').textContent).toBe('strict: hello');
    view.unmount();
    await releases();
    expect(followers()).toBe(before);
  });

  it('new dependencies make a new model and release the old one', async () => {
    const before = followers();
    const view = render(<Island name="first" />);
    view.rerender(<Island name="second" />);
    await releases();
    expect(followers()).toBe(before + 1);
    act(() => announced('hi'));
    expect(screen.getByTestId('heard').textContent).toBe('second: hi');
    view.unmount();
    await releases();
    expect(followers()).toBe(before);
  });
});
