import { timeoutScale, transportMessages } from '../../http';
import { fail, ok, type ApiResult } from '../../result';
import { apiUrl } from '../../transport';

/**
 * The file's own trip: a multipart POST to the storage URL Plane presigned, every field it gave in
 * order and the file last as `file` (what S3 and MinIO check the policy against). It goes without
 * cookies or headers of ours: storage is another service, and a header would need its CORS
 * consent. XMLHttpRequest reports progress; the caller's signal cancels.
 */
export interface StorageUpload {
  url: string;
  fields: Record<string, string>;
  file: Blob;
  fileName: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
}

/** Storage answers errors in XML: `<Error><Code>EntityTooLarge</Code><Message>…</Message></Error>`. */
export function storageErrorText(body: string): string | undefined {
  const message = /<Message>([^<]+)<\/Message>/.exec(body)?.[1]?.trim();
  return message || undefined;
}

export function storageForm({ fields, file, fileName }: Pick<StorageUpload, 'fields' | 'file' | 'fileName'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  return form;
}

interface Answer {
  status: number;
  text: string;
}

function viaXhr(url: string, form: FormData, upload: StorageUpload): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) upload.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

async function viaFetch(url: string, form: FormData, signal: AbortSignal): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'omit', signal });
  return { status: response.status, text: await response.text() };
}

export async function postToStorage(upload: StorageUpload): Promise<ApiResult<null>> {
  // A path-only URL (a proxy that answers for storage) is on the API's host.
  const url = upload.url.startsWith('/') ? apiUrl(upload.url) : upload.url;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, upload.timeoutMs * timeoutScale.value);
  const onAbort = () => controller.abort();
  upload.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (upload.signal?.aborted) return fail({ kind: 'aborted', message: transportMessages.aborted });
    const form = storageForm(upload);
    const answer = typeof XMLHttpRequest !== 'undefined'
      ? await viaXhr(url, form, { ...upload, signal: controller.signal })
      : await viaFetch(url, form, controller.signal);
    if (answer.status >= 200 && answer.status < 300) {
      upload.onProgress?.(1);
      return ok(null);
    }
    const serverMessage = storageErrorText(answer.text);
    return fail({ kind: 'http', status: answer.status, serverMessage, message: serverMessage ?? transportMessages.status(answer.status) });
  } catch (error) {
    if (timedOut) return fail({ kind: 'timeout', message: transportMessages.timeout });
    if (upload.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
      return fail({ kind: 'aborted', message: transportMessages.aborted });
    }
    return fail({ kind: 'network', message: transportMessages.network });
  } finally {
    clearTimeout(timer);
    upload.signal?.removeEventListener('abort', onAbort);
  }
}
