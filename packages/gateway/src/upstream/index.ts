import { authClient } from './auth.client.js';
import type { Http } from './http.js';
import { profilesClient } from './profiles.client.js';
import { usersClient } from './users.client.js';

/** Per-request access to the services, bound to the caller's token. */
export function createUpstream(http: Http, token: string | null) {
  return {
    auth: authClient(http, token),
    users: usersClient(http, token),
    profiles: profilesClient(http, token),
  };
}
export type Upstream = ReturnType<typeof createUpstream>;
