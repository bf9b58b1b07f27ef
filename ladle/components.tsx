import type { GlobalProvider } from '@ladle/react';
import { useEffect } from 'react';
import '../src/styles/global.css';
import ToastHost from '../islands/ui/ToastHost';
import { dismissAllToasts } from '../src/models/toasts';

/**
 * Every story gets the site's styles, its light/dark tokens (Ladle's theme addon) and a toast host.
 * A story's toasts end with it: opening another story (Ladle's sidebar) takes them back, and the
 * host starts again empty, so no toast of the last story is shown over the next.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  useEffect(() => {
    document.documentElement.dataset.theme = globalState.theme === 'dark' ? 'dark' : 'light';
  }, [globalState.theme]);
  useEffect(() => () => dismissAllToasts(), [globalState.story]);
  return (
    <div className="min-h-screen bg-canvas p-4 text-fg">
      {children}
      <ToastHost key={globalState.story} />
    </div>
  );
};
