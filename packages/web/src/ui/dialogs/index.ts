export { CONFIRM_LABELS, YesNoDialog } from './YesNoDialog';
export { ConfirmDialog } from './ConfirmDialog';
export { FormDialogFooter } from './FormDialogFooter';
