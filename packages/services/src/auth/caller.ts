import type { AccessSet } from '@balcao/schema';

/** Who makes a request, as the auth plugin leaves him on it: what record-level rules read. */
export type Caller = { auth: { userId: number; jti?: string }; accessSet: AccessSet };
