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

/** The engine's collaborators: the database, the notifier and the clock (injectable for tests). */
export type EngineDeps = { notifier: Notifier; now: () => Date; onNotifyError?: (err: unknown) => void };
