import type { ErpAdapter } from '../../erp/erp.adapter.js';

/** What the engine tells a user; `link` opens the record in workflow mode. */
export type WorkflowNotification = {
  title: string;
  content: string;
  link: string;
  param: string;
  module: string;
};

/**
 * How the engine reaches users. The notification service is wired in by the app's options;
 * until then the default records nothing.
 */
export type Notifier = (userId: number, notification: WorkflowNotification) => Promise<void>;

export const silentNotifier: Notifier = async () => {};

/**
 * The engine's collaborators: the notifier and the clock (injectable for tests); and what record
 * domains reach once an answer is committed (afterExecutionAnswer): the ERP and the log, absent
 * where nothing is to reach them (the demo seed sends its orders to the ERP itself).
 */
export type EngineDeps = {
  notifier: Notifier;
  now: () => Date;
  onNotifyError?: (err: unknown) => void;
  erp?: ErpAdapter | null;
  log?: { error: (obj: object, msg: string) => void };
};
