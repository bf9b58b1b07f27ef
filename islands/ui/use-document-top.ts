import { useLayoutEffect, useState } from 'react';

/**
 * Where an element starts in the document, kept current while what is above it changes height (an
 * editor loading, a banner closing): a list the window scrolls needs it as its scroll margin.
 */
export function useDocumentTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return top;
}
