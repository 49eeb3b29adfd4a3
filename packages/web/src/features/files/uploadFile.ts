import { MSG } from '@balcao/schema';
import { sessionStorage } from '../../lib/sessionStorage';

export type UploadHandle<T> = { done: Promise<T>; cancel: () => void };

/** An upload refused or failed; `cancelled` when the user stopped it; `said` when the server told why. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly cancelled = false,
    readonly said = false,
  ) {
    super(message);
  }
}

/**
 * Sends one file as multipart (field `file` unless told) to a gateway file route with the session's
 * token. XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  field = 'file',
  /** Form fields sent before the file (e.g. a document's title), so the server reads them first. */
  fields: Record<string, string> = {},
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    const token = sessionStorage.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new UploadError(body?.message || MSG.saveFileFailed, xhr.status, false, !!body?.message));
    };
    xhr.onerror = () => reject(new UploadError(MSG.saveFileFailed, 0));
    xhr.onabort = () => reject(new UploadError(MSG.uploadCancelled, 0, true));
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(field, file, file.name);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
