import { useUnit } from 'effector-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { $toastsAsked, loadToastLibrary } from '../../src/models/toasts';

type Library = Awaited<ReturnType<typeof loadToastLibrary>>;

/**
 * One per page. Mounts sonner's Toaster at the first toast: the library is no part of what a page
 * needs to show itself, and fetching it ahead (once the page is idle) kept every page's network busy
 * after load for a toast that may never come. Follows the site's light/dark attribute so toasts
 * match the theme.
 */
export default function ToastHost() {
  const asked = useUnit($toastsAsked);
  const [library, setLibrary] = useState<Library | null>(null);
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    if (library || asked === 0) return;
    let live = true;
    // A failed fetch leaves the host empty; the next toast asked for tries again.
    loadToastLibrary().then((loaded) => live && setLibrary(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, [library, asked]);
  useEffect(() => {
    const read = () => setTheme(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  if (!library) return null;
  const { Toaster } = library;
  // sonner's light rich colours read at about 4.3:1 on their tints; deeper shades reach AA.
  const style = theme === 'light'
    ? ({ '--error-text': 'hsl(360, 100%, 38%)', '--success-text': 'hsl(140, 100%, 22%)', '--info-text': 'hsl(210, 92%, 38%)', '--warning-text': 'hsl(31, 92%, 32%)' } as CSSProperties)
    : undefined;
  return <Toaster theme={theme} position="bottom-right" richColors closeButton duration={5000} style={style} />;
}
