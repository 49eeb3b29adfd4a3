import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signInAs } from './testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Caller = Awaited<ReturnType<typeof signInAs>>;

/**
 * A test file's own app with these demo users signed in: started before the file's tests and
 * closed after them. `t` holds the app by the time the tests run, and `call` sends a request as
 * one of the users (signInAs).
 */
export function testAppWith(userNames: string[]) {
  const t = {} as TestApp;
  let signedIn: Caller | undefined;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    signedIn = await signInAs(t, userNames);
  });
  afterAll(() => t.close());
  const call: Caller = (...args) => signedIn!(...args);
  return { t, call };
}
