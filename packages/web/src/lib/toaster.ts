import { ALERT_LIFETIME_MS, MAX_TOASTS, TOAST_DURATION } from '@balcao/schema';
import { createElement } from 'react';
import type { Intent, Toaster } from '@blueprintjs/core';

export type AlertType = keyof typeof TOAST_DURATION;

/** spec/01 §3–§4: the alert state holds only the latest alert, which expires 3 s after it is raised. */
export type Alert = { id: number; type: AlertType; message: string; expiredAt: number; supportCode?: string };

const INTENT: Record<AlertType, Intent> = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  custom: 'primary',
};

let latest: Alert | null = null;
let nextId = 1;
let toaster: Promise<Toaster> | null = null;
// Blueprint's toaster (overlay and portal code) is fetched with the first alert, not with the app.
const getToaster = () =>
  (toaster ??= import('@blueprintjs/core').then(({ OverlayToaster, Position }) =>
    OverlayToaster.createAsync({ position: Position.TOP, maxToasts: MAX_TOASTS }),
  ));

/** The toaster once drawn, if an alert asked for it (a test waits for it before its page goes). */
export const toasterDrawn = () => toaster;

/** The latest alert while it lives, else null. */
export const latestAlert = (now = Date.now()): Alert | null =>
  latest && now < latest.expiredAt ? latest : null;

/**
 * Raises an alert: it replaces the previous one and shows as a toast with the spec's duration (at
 * most five stack). The same alert raised again while the latest is still alive is not shown twice,
 * so that several requests failing together warn once. A `supportCode` (the failed request's trace
 * id) shows below the text, small, selected whole by one click so that it can be copied.
 */
export function raise(
  type: AlertType,
  message: string,
  now = Date.now(),
  supportCode?: string,
): Alert | null {
  const current = latestAlert(now);
  if (current && current.type === type && current.message === message) return null;
  latest = {
    id: nextId++,
    type,
    message,
    expiredAt: now + ALERT_LIFETIME_MS,
    ...(supportCode ? { supportCode } : {}),
  };
  const id = latest.id;
  setTimeout(() => {
    if (latest?.id === id) latest = null;
  }, ALERT_LIFETIME_MS);
  const content = supportCode
    ? createElement(
        'span',
        null,
        message,
        createElement('small', { className: 'support-code' }, `Código para o suporte: ${supportCode}`),
      )
    : message;
  void getToaster().then((t) =>
    t.show({ message: content, intent: INTENT[type], timeout: TOAST_DURATION[type] }),
  );
  return latest;
}

/** Toasts with the spec's durations: success and error 5000 ms, warning 1500 ms, custom 8000 ms. */
export const notify = {
  success: (message: string) => void raise('success', message),
  /** `supportCode`: the trace id of a failure the user may report. */
  error: (message: string, supportCode?: string) => void raise('error', message, Date.now(), supportCode),
  warning: (message: string) => void raise('warning', message),
  custom: (message: string) => void raise('custom', message),
};
