import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { MSG, PASSWORD_MAX, PASSWORD_MIN } from '@balcao/schema';
import { changePasswordSchema } from '@balcao/schema/fields';
import { FormSummary, TextField, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { ChangeMyPasswordDocument } from '../../__generated__/graphql';

/**
 * The signed-in user's own password: the current one (unless he has just typed it to sign in),
 * then the new one twice. The services apply the policy; its texts land on the field. His other
 * sessions end.
 */
export function ChangePasswordForm({
  current,
  onDone,
  actions,
}: {
  /** The current password, when he typed it a moment ago (sign-in with an expired password). */
  current?: string;
  onDone: () => void;
  /** Buttons beside SALVAR (a dialog's CANCELAR). */
  actions?: React.ReactNode;
}) {
  const [change, { loading }] = useMutation(ChangeMyPasswordDocument, OWN_ERROR_TEXT);
  const form = useAppForm(changePasswordSchema, {
    currentPassword: current ?? '',
    password: '',
    confirm: '',
  });
  const save = form.submit(async (v) => {
    try {
      await change({ variables: { currentPassword: v.currentPassword, password: v.password } });
      notify.success(MSG.passwordChanged);
      onDone();
    } catch (err) {
      if (!form.serverErrors(err)) notify.error(MSG.serviceUnavailable);
    }
  });
  return (
    <form onSubmit={save} noValidate aria-label="Alterar senha" className="change-password">
      <FormSummary text={form.summary} />
      {current === undefined && (
        <TextField
          control={form.control}
          name="currentPassword"
          label="Senha atual"
          type="password"
          required
          autoComplete="current-password"
        />
      )}
      <TextField
        control={form.control}
        name="password"
        label="Nova senha"
        type="password"
        required
        maxLength={PASSWORD_MAX}
        autoComplete="new-password"
      />
      <p className="muted change-password-hint">
        Pelo menos {PASSWORD_MIN} caracteres. Evite senhas comuns e seu nome, usuário ou e-mail.
      </p>
      <TextField
        control={form.control}
        name="confirm"
        label="Confirme a nova senha"
        type="password"
        required
        maxLength={PASSWORD_MAX}
        autoComplete="new-password"
      />
      <div className="change-password-actions">
        {actions}
        <Button type="submit" intent="primary" text="SALVAR" loading={loading} />
      </div>
    </form>
  );
}
