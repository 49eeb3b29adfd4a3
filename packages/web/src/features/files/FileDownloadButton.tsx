import { Button } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';

/**
 * A stored file's name as a minimal download button: saves `path` in the browser under `name`,
 * and says 'Falha ao baixar arquivo!' when the gateway refuses it.
 */
export function FileDownloadButton({ path, name }: { path: string; name: string }) {
  return (
    <Button
      icon="download"
      variant="minimal"
      text={name}
      onClick={() => void downloadFile(path, name).catch(() => notify.error(MSG.downloadFailedBang))}
    />
  );
}
