import type { Placement, VirtualElement } from '@floating-ui/dom';
import { useLayoutEffect, useState, type CSSProperties } from 'react';

type FloatingUi = typeof import('@floating-ui/dom');

/**
 * floating-ui loads with the first menu that opens (its own chunk, shared with the block-type menu):
 * a menu stays hidden until it has a position anyway, so nothing shows unplaced meanwhile.
 */
let floatingUi: Promise<FloatingUi> | null = null;
const loadFloatingUi = () => (floatingUi ??= import('@floating-ui/dom'));

export interface FloatingPosition {
  x: number;
  y: number;
  placement: Placement;
}

/**
 * Positions a floating element (fixed strategy) next to a rectangle in the editor, flipping and
 * shifting to stay inside the viewport whatever its width, and following scrolls and resizes.
 */
export function useFloating(
  getRect: (() => DOMRect | null) | null,
  floating: HTMLElement | null,
  placement: Placement,
  deps: unknown[],
): FloatingPosition | null {
  const [position, setPosition] = useState<FloatingPosition | null>(null);
  useLayoutEffect(() => {
    if (!getRect || !floating) {
      setPosition(null);
      return;
    }
    const reference: VirtualElement = {
      getBoundingClientRect: () => getRect() ?? new DOMRect(-9999, -9999, 0, 0),
    };
    let active = true;
    let stop: (() => void) | null = null;
    loadFloatingUi()
      .then(({ autoUpdate, computePosition, flip, offset, shift }) => {
        if (!active) return;
        const update = () => {
          computePosition(reference, floating, {
            strategy: 'fixed',
            placement,
            // Where neither the placement's side nor its opposite has room (a side menu at 390 px), the
            // perpendicular sides are tried too, and a last shift on both axes keeps it inside the window.
            middleware: [offset(6), flip({ padding: 8, fallbackAxisSideDirection: 'end' }), shift({ padding: 8, crossAxis: true })],
          })
            .then(({ x, y, placement: finalPlacement }) => {
              if (active) setPosition({ x, y, placement: finalPlacement });
            })
            .catch((error: unknown) => console.error('A menu could not be positioned.', error));
        };
        update();
        stop = autoUpdate(reference, floating, update, { animationFrame: false, elementResize: true, layoutShift: false });
      })
      .catch((error: unknown) => {
        floatingUi = null;
        console.error('A menu could not be positioned.', error);
      });
    return () => {
      active = false;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what moves the reference
  }, [floating, placement, ...deps]);
  return position;
}

/** Where a floating element stands: hidden (but measurable) until it has a position. */
export function floatingStyle(position: FloatingPosition | null): CSSProperties {
  return { left: position?.x ?? 0, top: position?.y ?? 0, visibility: position ? 'visible' : 'hidden' };
}

/** The bounding box of a document range, from the view's coordinates. */
export function rangeRect(coords: { left: number; right: number; top: number; bottom: number }, end?: { left: number; right: number; top: number; bottom: number }): DOMRect {
  const right = end ? Math.max(end.right, coords.right) : coords.right;
  const bottom = end ? Math.max(end.bottom, coords.bottom) : coords.bottom;
  const left = end ? Math.min(coords.left, end.left) : coords.left;
  const top = coords.top;
  return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
}
