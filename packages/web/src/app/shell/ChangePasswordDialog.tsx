import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { ChangePasswordForm } from '../auth/ChangePasswordForm';

/** "Alterar senha" from the user menu. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog isOpen onClose={onClose} title="Alterar senha" icon="key">
      <DialogBody>
        <ChangePasswordForm onDone={onClose} actions={<Button text="CANCELAR" onClick={onClose} />} />
      </DialogBody>
    </Dialog>
  );
}
