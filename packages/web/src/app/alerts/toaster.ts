import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import { MAX_TOASTS, TOAST_DURATION } from '@balcao/schema';

let toaster: Promise<Toaster> | null = null;
const get = () => (toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: MAX_TOASTS }));

function show(message: string, intent: Intent, timeout: number) {
  void get().then((t) => t.show({ message, intent, timeout }));
}

/** Toasts with the spec's durations; at most five stack. */
export const notify = {
  success: (message: string) => show(message, 'success', TOAST_DURATION.success),
  error: (message: string) => show(message, 'danger', TOAST_DURATION.error),
  warning: (message: string) => show(message, 'warning', TOAST_DURATION.warning),
  custom: (message: string) => show(message, 'primary', TOAST_DURATION.custom),
};
