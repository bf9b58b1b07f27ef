import { useEffect, useState } from 'react';

// Apart from the drop zone, so a picker can show the chosen file without loading react-dropzone.

/** An object URL for a chosen file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The chosen, not yet uploaded file as the preview and name an upload area shows. */
export function useChosenImage(file: File | null): { chosenUrl: string | null; chosenName?: string } {
  const url = useObjectUrl(file);
  return { chosenUrl: file ? url : null, chosenName: file?.name };
}
