import type { Action } from './permissions.js';

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
