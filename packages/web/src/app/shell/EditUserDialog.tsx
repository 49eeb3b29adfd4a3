import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatPhone, MSG, onlyDigits } from '@balcao/schema';
import { editUserSchema } from '@balcao/schema/fields';
import { applyFieldErrors } from '../../lib/applyFieldErrors';
import { notify } from '../alerts/toaster';
import { useSession } from '../session/SessionContext';
import { UpdateUserDocument } from '../../__generated__/graphql';

type Form = z.input<typeof editUserSchema>;
const FIELDS = [
  { name: 'name', label: 'Nome', maxLength: 100 },
  { name: 'phone', label: 'Telefone', maxLength: 15 },
  { name: 'email', label: 'E-mail', maxLength: 60 },
] as const;

export function EditUserDialog({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const user = session.user!;
  const [update, { loading }] = useMutation(UpdateUserDocument);
  const { control, handleSubmit, setError, formState } = useForm<Form>({
    resolver: zodResolver(editUserSchema),
    mode: 'onBlur',
    defaultValues: { name: user.name, email: user.email, phone: formatPhone(user.phone ?? '') },
  });

  const save = handleSubmit(async (v) => {
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
      if (data) session.setUser(data.updateUser);
      notify.success(MSG.userUpdated);
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError)) notify.error(MSG.userUpdateFailed);
    }
  });

  return (
    <Dialog isOpen onClose={onClose} title="Editar usuário" icon="user">
      <form onSubmit={save} noValidate>
        <DialogBody>
          {FIELDS.map((f) => (
            <Controller
              key={f.name}
              name={f.name}
              control={control}
              render={({ field }) => (
                <FormGroup
                  label={f.label}
                  labelFor={`edit-${f.name}`}
                  labelInfo={f.name === 'phone' ? '' : '(obrigatório)'}
                  intent={formState.errors[f.name] ? 'danger' : 'none'}
                  helperText={formState.errors[f.name]?.message}
                >
                  <InputGroup
                    id={`edit-${f.name}`}
                    inputRef={field.ref}
                    value={field.value ?? ''}
                    maxLength={f.maxLength}
                    onBlur={field.onBlur}
                    intent={formState.errors[f.name] ? 'danger' : 'none'}
                    onValueChange={(v) => field.onChange(f.name === 'phone' ? formatPhone(v) : v)}
                  />
                </FormGroup>
              )}
            />
          ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="CANCELAR" onClick={onClose} />
              <Button type="submit" intent="primary" text="SALVAR" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
