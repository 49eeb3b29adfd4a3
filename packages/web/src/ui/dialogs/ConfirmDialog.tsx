import { CONFIRM_LABELS, YesNoDialog } from './YesNoDialog';

type Props = {
  isOpen: boolean;
  title: string;
  children: React.ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
};

/** The confirm dialog of spec/02 §2: CANCELAR and SALVAR. */
export function ConfirmDialog({ isOpen, title, children, onCancel, onConfirm, busy }: Props) {
  return (
    <YesNoDialog
      isOpen={isOpen}
      title={title}
      labels={CONFIRM_LABELS}
      busy={busy}
      onAnswer={(yes) => (yes ? onConfirm() : onCancel())}
    >
      {children}
    </YesNoDialog>
  );
}
