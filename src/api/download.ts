import { fail, ok, type ApiResult } from './result';
import { httpFailure, transportFailure, withDeadline } from './http';
import { apiUrl, SAME_ORIGIN } from './transport';

/** An export can be large on a slow line: as long as an upload, and never without an end. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name a server gives in Content-Disposition, else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_').trim() : '';
  return name || fallback;
}

/**
 * Fetches a file (an export) as bytes. `request` reads JSON only; a download keeps the body as a
 * Blob and still maps failures to readable results. `url` is a path the server handed out, or an
 * absolute URL (Plane hands out a presigned storage link): that one is fetched as it is, without
 * cookies, since its signature is its permission.
 */
export async function downloadFile(url: string, fallbackName: string, signal?: AbortSignal): Promise<ApiResult<DownloadedFile>> {
  const absolute = /^https?:\/\//i.test(url);
  try {
    return await withDeadline(DOWNLOAD_TIMEOUT_MS, signal, async (limited) => {
      const response = await fetch(absolute ? url : apiUrl(url), {
        signal: limited,
        credentials: absolute ? 'omit' : SAME_ORIGIN ? 'same-origin' : 'include',
      });
      if (!response.ok) {
        return fail(await httpFailure(response));
      }
      const blob = await response.blob();
      return ok({ blob, fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName) });
    });
  } catch (error) {
    return fail(transportFailure(error, signal));
  }
}
