import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DIALOG_REMOVAL_DELAY_MS } from '@balcao/schema';

type Props = {
  isOpen: boolean;
  title: string;
  children: React.ReactNode;
  onAnswer: (yes: boolean) => void;
  busy?: boolean;
  /** Labels: the spec's yes/no dialog by default; CANCELAR / SALVAR for the confirm dialog. */
  labels?: { no: string; yes: string };
  intent?: 'primary' | 'danger';
};

/** The yes/no and confirm dialogs (spec/02 §2); closed dialogs leave the page 300 ms later. */
export function YesNoDialog({ isOpen, title, children, onAnswer, busy, labels, intent = 'primary' }: Props) {
  const l = labels ?? { no: 'NÃO', yes: 'SIM' };
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={() => onAnswer(false)}
      transitionDuration={DIALOG_REMOVAL_DELAY_MS}
      role="alertdialog"
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={l.no} onClick={() => onAnswer(false)} />
            <Button intent={intent} text={l.yes} loading={busy} onClick={() => onAnswer(true)} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}

export const CONFIRM_LABELS = { no: 'CANCELAR', yes: 'SALVAR' } as const;
