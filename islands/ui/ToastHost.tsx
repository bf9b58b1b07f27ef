import { Toaster } from 'sonner';
import { useEffect, useState } from 'react';

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
  return <Toaster theme={theme} position="bottom-right" richColors closeButton duration={5000} />;
}
