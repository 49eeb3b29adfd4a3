import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { FileDrop, IMAGE_EXTENSIONS, useUpload } from '../../features/files';
import { notify } from '../../lib/toaster';
import { useSession } from '../session/SessionContext';
import { EditUserPhotoDocument } from '../../__generated__/graphql';
import { UserAvatar } from './UserAvatar';

/** The photo modal: upload a new photo for the signed-in user, with progress and cancel. */
export function PhotoDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const client = useApolloClient();
  const user = session.user!;
  const onUploaded = useCallback(async () => {
    try {
      const { data } = await client.query({ query: EditUserPhotoDocument, fetchPolicy: 'network-only' });
      if (data?.me) session.setUser(data.me);
    } catch {
      notify.error(MSG.loadDataFailed);
    }
    onClose();
  }, [client, session, onClose]);
  const upload = useUpload({
    url: `/files/users/${encodeURIComponent(user.id)}/image`,
    extensions: IMAGE_EXTENSIONS,
    onUploaded,
    successMessage: MSG.imageUpdated,
  });
  return (
    <Dialog isOpen onClose={onClose} title="Foto do usuário" icon="camera" className="photo-dialog">
      <DialogBody>
        <div className="photo-dialog-current">
          <UserAvatar user={user} size={96} label="Foto atual" />
          <span>Foto atual</span>
        </div>
        <FileDrop label="Enviar nova foto" extensions={IMAGE_EXTENSIONS} upload={upload} />
      </DialogBody>
      <DialogFooter actions={<Button text="FECHAR" onClick={onClose} />} />
    </Dialog>
  );
}
