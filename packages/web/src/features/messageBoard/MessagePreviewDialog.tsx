import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { MessageArticle } from './MessageArticle';
import { useMessagePreview } from './useMessagePreview';

/**
 * spec/01 §2, §4: subject, sender and the HTML content with a Close button. Opening it marks the
 * first received copy read when it has no readingAt.
 */
export function MessagePreviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { message, loading, error } = useMessagePreview(id);
  return (
    <Dialog
      isOpen
      isCloseButtonShown={false}
      title={message?.subject ?? 'Recado'}
      onClose={onClose}
      style={{ width: 640 }}
    >
      <DialogBody>
        {loading && !message ? (
          <Spinner aria-label="Carregando" />
        ) : error || !message ? (
          <p>{MSG.loadDataFailed}</p>
        ) : (
          <MessageArticle message={message} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Fechar" intent="primary" onClick={onClose} />} />
    </Dialog>
  );
}
