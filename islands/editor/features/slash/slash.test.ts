import { describe, expect, it, vi } from 'vitest';
import { TextSelection } from '@milkdown/kit/prose/state';
import { mountEditor, mountEmpty as empty, typeText } from '../../test-utils';
import { slashKey } from './plugin';
import { chooseTypedSlash } from './choose';

describe('slash trigger', () => {
  it('opens on "/", follows the query, and closes when the trigger ends', async () => {
    const { view } = await empty();
    typeText(view, 'hello /to do');
    expect(slashKey.getState(view.state)).toMatchObject({ active: true, query: 'to do', from: 7, to: 13 });
    typeText(view, '\n');
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 3)));
    expect(slashKey.getState(view.state)?.active).toBe(false);
  });
  it('Escape dismisses it for that slash only', async () => {
    const { view } = await empty();
    typeText(view, '/he');
    view.dispatch(view.state.tr.setMeta(slashKey, { dismiss: true }));
    typeText(view, 'a');
    expect(slashKey.getState(view.state)?.active).toBe(false);
    typeText(view, ' /');
    expect(slashKey.getState(view.state)).toMatchObject({ active: true, query: '' });
  });
  it.each([
    ['after a word', 'a/b'],
    ['in a code block', '```ts x /'],
  ])('is not offered %s', async (_name, text) => {
    const { view } = await empty();
    typeText(view, text);
    expect(slashKey.getState(view.state)?.active).toBe(false);
  });
  it('is not offered inside a table cell (SPEC section 8), and is again below the table', async () => {
    const { view } = await mountEditor('| a | b |\n| - | - |\n| c | d |\n\nafter\n');
    let cell = -1;
    view.state.doc.descendants((node, pos) => {
      if (node.isText && node.text === 'c') cell = pos + 1;
      return cell < 0;
    });
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, cell)));
    typeText(view, ' /');
    expect(slashKey.getState(view.state)?.active).toBe(false);
    view.dispatch(view.state.tr.setSelection(TextSelection.atEnd(view.state.doc)));
    typeText(view, ' /');
    expect(slashKey.getState(view.state)).toMatchObject({ active: true, query: '' });
  });
});

describe('list keys before the menus are mounted', () => {
  const enter = () => new KeyboardEvent('keydown', { key: 'Enter' });
  it('Enter after an open trigger waits for the list instead of splitting the line', async () => {
    const { view, bridge, md } = await empty();
    typeText(view, '/Ima');
    expect(view.someProp('handleKeyDown', (f) => f(view, enter()))).toBe(true);
    expect(md()).toBe('/Ima\n');
    expect(bridge.keys.takeHeld('slash').map((e) => e.key)).toEqual(['Enter']);
  });
  it('a trigger that goes away drops the keys waiting for it', async () => {
    const { view, bridge } = await empty();
    typeText(view, 'a /Ima');
    view.someProp('handleKeyDown', (f) => f(view, enter()));
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 2)));
    expect(bridge.keys.takeHeld('slash')).toEqual([]);
  });
  it('once the menus are mounted, Enter with no list open is a plain Enter', async () => {
    const { view, bridge } = await empty();
    bridge.keys.menusReady = true;
    typeText(view, '/Ima');
    view.someProp('handleKeyDown', (f) => f(view, enter()));
    expect(view.state.doc.childCount).toBe(2);
    expect(bridge.keys.takeHeld('slash')).toEqual([]);
  });
});

describe('Enter before the menus are mounted, with the editor choosing early', () => {
  const key = (name: string) => new KeyboardEvent('keydown', { key: name });
  async function early() {
    const mounted = await empty();
    const env = { pickImage: vi.fn() };
    mounted.bridge.keys.chooseEarly('slash', (arrows) => chooseTypedSlash(mounted.view, arrows, env));
    const press = (name: string) => mounted.view.someProp('handleKeyDown', (f) => f(mounted.view, key(name)));
    return { ...mounted, env, press };
  }
  it('runs what the query finds in the key\'s own event: the file picker opens while the gesture is recent', async () => {
    const { view, env, press, md, bridge } = await early();
    typeText(view, '/Ima');
    expect(press('Enter')).toBe(true);
    expect(env.pickImage).toHaveBeenCalledTimes(1);
    expect(md().trim()).toBe('');
    expect(bridge.keys.takeHeld('slash')).toEqual([]);
  });
  it.each([
    ['Enter', [], 'Enter', '# x'],
    ['Tab after ArrowDown', ['ArrowDown'], 'Tab', '## x'],
    ['Enter after ArrowUp, wrapped to the last', ['ArrowUp'], 'Enter', '### x'],
  ])('%s chooses the item the arrows reach, as the menu would', async (_name, arrows, chooseKey, markdown) => {
    const { view, press, md } = await early();
    typeText(view, '/heading');
    for (const arrow of arrows) expect(press(arrow)).toBe(true);
    press(chooseKey);
    typeText(view, 'x');
    expect(md().trim()).toBe(markdown);
  });
  it('a query that finds nothing leaves Enter a plain Enter', async () => {
    const { view, press, env } = await early();
    typeText(view, '/zzzz');
    press('Enter');
    expect(view.state.doc.childCount).toBe(2);
    expect(env.pickImage).not.toHaveBeenCalled();
  });
});
