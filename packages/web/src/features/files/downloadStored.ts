import { MSG } from '@balcao/schema';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';

/**
 * Saves a stored file in the browser: by its server-generated name ('Falha ao baixar arquivo!' on
 * failure) or by id ('Falha ao baixar o arquivo.'), the spec's two download texts.
 */
export async function downloadStored(file: { path: string } | { id: string }, fallbackName: string) {
  const byPath = 'path' in file;
  try {
    await downloadFile(
      byPath ? `/files/download/${encodeURIComponent(file.path)}` : `/files/${encodeURIComponent(file.id)}`,
      fallbackName,
    );
  } catch {
    notify.error(byPath ? MSG.downloadFailedBang : MSG.downloadFailed);
  }
}
