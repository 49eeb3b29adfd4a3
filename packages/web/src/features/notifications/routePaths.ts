import { ROUTES } from '@balcao/schema';

/** A named route's path (spec/01 §2: home, notificationList, messageboard). */
export const pathOf = (key: string) => ROUTES.find((r) => r.key === key)?.path ?? '/';

/** Where a notification leads: its link with its parameters, e.g. /sales/negotiations?mode=edit&id=1&modeSave=conclude. */
export const targetOf = (n: { link?: string | null; param?: string | null }) =>
  n.link ? `${n.link}${n.param ? `?${n.param.replace(/^\?/, '')}` : ''}` : null;

/** A notification whose link is a stored file (a background export) downloads it rather than navigating. */
export const isFileLink = (target: string) => target.startsWith('/files/download/');
