import { FIRST_CONTENT_HELD_CLICK } from '../../src/domain/first-content';
import { takeHeldClick } from './held-click';

/** A window as the gate leaves it: a held click (or none) and a stop that records it was called. */
function windowHolding(target: Element | null | 'nothing held') {
  const stopped: boolean[] = [];
  const win = {} as Record<string, unknown>;
  if (target !== 'nothing held') win[FIRST_CONTENT_HELD_CLICK] = { target, stop: () => stopped.push(true) };
  return { win: win as unknown as Window, stopped, holder: win };
}

describe('takeHeldClick', () => {
  const onPage = () => document.body.appendChild(document.createElement('button'));
  const offPage = () => document.createElement('button');

  it.each([
    ['a held control still on the page is given back', onPage, true],
    ['a held control the page has since removed is dropped', offPage, false],
    ['no click held yet', () => null, false],
  ])('%s; holding stops either way', (_, make, given) => {
    const target = make();
    const { win, stopped, holder } = windowHolding(target);
    expect(takeHeldClick(win)).toBe(given ? target : null);
    expect(stopped).toEqual([true]);
    expect(holder[FIRST_CONTENT_HELD_CLICK]).toBeUndefined();
  });

  it('answers nothing where the gate held nothing (a page without first content, or no window)', () => {
    expect(takeHeldClick(windowHolding('nothing held').win)).toBeNull();
    expect(takeHeldClick(undefined)).toBeNull();
  });
});
