import { Toaster } from 'sonner';
import { useEffect, useState, type CSSProperties } from 'react';

/** One per page. Follows the site's light/dark attribute so toasts match the theme. */
export default function ToastHost() {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    const read = () => setTheme(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  // sonner's light rich colours read at about 4.3:1 on their tints; deeper shades reach AA.
  const style = theme === 'light'
    ? ({ '--error-text': 'hsl(360, 100%, 38%)', '--success-text': 'hsl(140, 100%, 22%)', '--info-text': 'hsl(210, 92%, 38%)', '--warning-text': 'hsl(31, 92%, 32%)' } as CSSProperties)
    : undefined;
  return <Toaster theme={theme} position="bottom-right" richColors closeButton duration={5000} style={style} />;
}
