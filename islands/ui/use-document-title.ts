import { useEffect } from 'react';

/** The tab's title of a page the app shell mounts, in the form the pre-rendered pages have (DocsLayout). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} · Plane shared layer`;
  }, [title]);
}
