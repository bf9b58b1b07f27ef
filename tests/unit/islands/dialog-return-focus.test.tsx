import { expect, it, vi } from 'vitest';

/**
 * A dialog fetched when first opened: Headless UI's module arrives after the opener got the focus,
 * so it never saw it. The file imports Headless UI (through the frame) only once the opener has the
 * focus, and has this one test, so that is the order here too.
 */
it('a modal whose Headless UI came after the opener had the focus gives the focus back to the opener', async () => {
  const opener = document.createElement('button');
  opener.textContent = 'Open demo';
  document.body.append(opener);
  opener.focus();
  const [{ render, act }, { createElement }, { ModalFrame }] = await Promise.all([
    import('@testing-library/react'),
    import('react'),
    import('../../../islands/ui/ModalFrame'),
  ]);
  const frame = (open: boolean) => createElement(ModalFrame, { open, onClose: () => undefined, title: 'Sheet', children: createElement('button', null, 'Inside') });
  const view = render(frame(true));
  await vi.waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull());
  await act(async () => view.rerender(frame(false)));
  await vi.waitFor(() => expect(document.activeElement).toBe(opener));
});
