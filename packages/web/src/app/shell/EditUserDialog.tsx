import { lazy, Suspense, useState } from 'react';
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { FormDialogFooter } from '../../ui/dialogs';
import { useMutation } from '@apollo/client/react';
import { EMAIL_MAX, formatPhone, MSG, NAME_MAX, onlyDigits } from '@balcao/schema';
import { editUserSchema } from '@balcao/schema/fields';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import { useSession } from '../session/SessionContext';
import { DeleteUserImageDocument, EditUserDocument } from '../../__generated__/graphql';
import { UserAvatar } from './UserAvatar';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

const PhotoDialog = lazy(() => import('./PhotoDialog').then((m) => ({ default: m.PhotoDialog })));

export function EditUserDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const user = session.user!;
  const [update, { loading }] = useMutation(EditUserDocument, OWN_ERROR_TEXT);
  const [deleteImage, deleting] = useMutation(DeleteUserImageDocument, OWN_ERROR_TEXT);
  const [photo, setPhoto] = useState(false);
  const form = useAppForm(editUserSchema, {
    name: user.name,
    email: user.email,
    phone: formatPhone(user.phone ?? ''),
  });

  const save = form.submit(async (v) => {
    try {
      const { data } = await update({
        variables: {
          id: user.id,
          input: {
            name: v.name,
            email: v.email,
            phone: onlyDigits(v.phone ?? '') || null,
            updatedAt: user.updatedAt,
          },
        },
      });
      if (data) session.setUser(data.editUser);
      notify.success(MSG.userUpdated);
      onClose();
    } catch (err) {
      if (!form.serverErrors(err)) notify.error(MSG.userUpdateFailed);
    }
  });

  async function removePhoto() {
    try {
      const { data } = await deleteImage({ variables: { userId: user.id } });
      if (data) session.setUser(data.deleteUserImage);
      notify.success(MSG.imageDeleted);
    } catch {
      notify.error(MSG.deleteImageFailed);
    }
  }

  return (
    <Dialog isOpen onClose={onClose} title="Editar usuário" icon="user">
      <form onSubmit={save} noValidate>
        <DialogBody>
          <div className="edit-user-photo" role="group" aria-label="Foto">
            <UserAvatar user={user} size={64} label={user.file ? 'Foto do usuário' : 'Sem foto'} />
            <Button icon="camera" text="ALTERAR FOTO" onClick={() => setPhoto(true)} />
            <Button
              icon="trash"
              intent="danger"
              variant="minimal"
              text="EXCLUIR FOTO"
              disabled={!user.file}
              loading={deleting.loading}
              onClick={() => void removePhoto()}
            />
          </div>
          <FormSummary text={form.summary} />
          <TextField control={form.control} name="name" label="Nome" required maxLength={NAME_MAX} />
          <TextField control={form.control} name="phone" label="Telefone" mask="phone" />
          <TextField
            control={form.control}
            name="email"
            label="E-mail"
            required
            maxLength={EMAIL_MAX}
            type="email"
          />
        </DialogBody>
        <FormDialogFooter onCancel={onClose} loading={loading} />
      </form>
      {photo && (
        <Suspense fallback={null}>
          <PhotoDialog onClose={() => setPhoto(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
