import { Button, DialogFooter } from '@blueprintjs/core';

/** A form dialog's footer: CANCELAR closes it, the primary button (SALVAR unless told) submits the form. */
export function FormDialogFooter({
  onCancel,
  submitText = 'SALVAR',
  loading,
  disabled,
}: {
  onCancel: () => void;
  submitText?: string;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text="CANCELAR" onClick={onCancel} />
          <Button type="submit" intent="primary" text={submitText} loading={loading} disabled={disabled} />
        </>
      }
    />
  );
}
