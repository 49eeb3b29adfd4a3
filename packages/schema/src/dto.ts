import type { AccessOutcome, Action } from './permissions.js';

/** The REST contract's bodies: what services answer and what the gateway reads. */
export type UserDTO = {
  id: number;
  userName: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  file: { id: number; path: string } | null;
  showModalRankings: boolean;
  daysPasswordExpired: number;
  profiles: { id: number; name: string }[];
  updatedAt: string;
};
export type GrantDTO = { module: string; permissions: Action[] };
export type ExceptionDTO = { name: string; permission: Action };
export type ProfileDTO = {
  id: number;
  name: string;
  description: string | null;
  active: boolean;
  global: boolean;
  grants: GrantDTO[];
  exceptions: ExceptionDTO[];
  userCount: number;
  updatedAt: string;
};
/** A stored file's metadata; `path` is its server-generated name under the files service. */
export type FileDTO = {
  id: number;
  path: string;
  originalName: string;
  description: string | null;
  mime: string;
  size: number;
  ownerId: number | null;
  createdAt: string;
  updatedAt: string;
};
export type ReminderDTO = { id: number; content: string; showContent: boolean; updatedAt: string };
/** The BI service's embed answer (spec/01 §3). */
export type ReportEmbedDTO = {
  reportsDetail: { reportId: string; embedUrl: string }[];
  embedToken: { token: string; expiration: string };
};
/** GET /services/accesses/inspect/:userId — why a user may or may not act on a route or module. */
export type PermissionInspectionDTO = {
  user: { id: number; userName: string; name: string; active: boolean };
  profiles: { id: number; name: string; active: boolean; global: boolean }[];
  accessSet: {
    global: boolean;
    accesses: { profileId: number; module: string; permissions: Action[]; exceptions: ExceptionDTO[] }[];
  };
  route: { path: string; title: string; action: Action; visible: boolean } | null;
  modules: { name: string; label: string }[];
  actions: {
    action: Action;
    allowed: boolean;
    global: boolean;
    verdicts: { profileId: number; profileName: string; module: string; outcome: AccessOutcome }[];
  }[];
};

/**
 * A registration change waiting for approval: the fields it changes, each with the value the
 * record had when it was asked for and the one it asks for.
 */
export type ChangeRequestDTO = {
  id: number;
  requestedBy: { id: number; name: string };
  requestedAt: string;
  /** Asked for by the caller: his to correct. */
  mine: boolean;
  /**
   * Each asked field: `before` as it was when asked for, `after` as asked, `current` as it is now
   * (a direct save may have changed it since; approving saves `after` over it).
   */
  changes: { field: string; before: string | null; after: string | null; current: string | null }[];
};
