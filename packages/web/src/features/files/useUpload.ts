import { useCallback, useRef, useState } from 'react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { extensionOf, uploadFile, UploadError } from './uploadFile';

/** spec/01 §4: picked, uploading with percent, uploaded, error or cancelled. */
export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error' | 'cancelled';

export type UseUploadOptions<T> = {
  url: string;
  /** Extensions offered and accepted, lower case, without the dot. */
  extensions: readonly string[];
  onUploaded: (result: T) => void;
  /** The success alert after a completed upload; none when omitted. */
  successMessage?: string;
  /** Form fields sent before the file (an import's mode, its target). */
  fields?: Record<string, string>;
  /**
   * The screen's own failure text ('Falha ao importar negociações'), shown instead of the generic
   * one, followed by the server's reason when it gave one.
   */
  failedMessage?: string;
};

/**
 * One upload at a time with its progress and a cancel. Errors and the cancel raise their alerts
 * (the server's own text when it gave one, else 'Falha ao salvar a arquivo.'; with `failedMessage`,
 * that text and the server's reason).
 */
export function useUpload<T>({
  url,
  extensions,
  onUploaded,
  successMessage,
  fields,
  failedMessage,
}: UseUploadOptions<T>) {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [percent, setPercent] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);

  const start = useCallback(
    async (file: File) => {
      if (!extensions.includes(extensionOf(file.name))) {
        setStatus('error');
        notify.error(MSG.extensionNotAllowed);
        return;
      }
      setFileName(file.name);
      setPercent(0);
      setStatus('uploading');
      const handle = uploadFile<T>(url, file, setPercent, 'file', fields);
      cancelRef.current = handle.cancel;
      try {
        const result = await handle.done;
        setPercent(100);
        setStatus('done');
        if (successMessage) notify.success(successMessage);
        onUploaded(result);
      } catch (e) {
        const err = e instanceof UploadError ? e : new UploadError(MSG.saveFileFailed, 0);
        setStatus(err.cancelled ? 'cancelled' : 'error');
        if (err.cancelled) notify.warning(err.message);
        else if (!failedMessage) notify.error(err.message);
        else notify.error(err.said ? `${failedMessage}: ${err.message}` : failedMessage);
      } finally {
        cancelRef.current = null;
      }
    },
    [url, extensions, onUploaded, successMessage, fields, failedMessage],
  );

  const cancel = useCallback(() => cancelRef.current?.(), []);
  return { status, percent, fileName, start, cancel };
}
