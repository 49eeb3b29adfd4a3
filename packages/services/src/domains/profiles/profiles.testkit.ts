import type { signInAs } from '../../test/testApp.js';

type Call = Awaited<ReturnType<typeof signInAs>>;

/** A profile admin creates with `grants` (MODULE:ACTION): as the create answers it. */
export async function newProfile(call: Call, name: string, grants: string[]) {
  return (await call('admin', 'POST', '/services/profiles', { name, grants })).json();
}
