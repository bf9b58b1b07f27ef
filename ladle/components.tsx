import type { GlobalProvider } from '@ladle/react';
import { useEffect } from 'react';
import '../src/styles/global.css';
import ToastHost from '../islands/ui/ToastHost';

/** Every story gets the site's styles, its light/dark tokens (Ladle's theme addon) and a toast host. */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  useEffect(() => {
    document.documentElement.dataset.theme = globalState.theme === 'dark' ? 'dark' : 'light';
  }, [globalState.theme]);
  return (
    <div className="min-h-screen bg-canvas p-4 text-fg">
      {children}
      <ToastHost />
    </div>
  );
};
