export { CONFIRM_LABELS, YesNoDialog } from './YesNoDialog';
