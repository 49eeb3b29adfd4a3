import { useNavigate } from 'react-router-dom';
import { MSG } from '@balcao/schema';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { isFileLink } from './routePaths';

/** Opens where a notification leads: a screen, or the download of the file it announces. */
export function useOpenTarget() {
  const navigate = useNavigate();
  return (target: string) => {
    if (!isFileLink(target)) return navigate(target);
    downloadFile(target, 'arquivo').catch(() => notify.error(MSG.downloadFailedBang));
  };
}
