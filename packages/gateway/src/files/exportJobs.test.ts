import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { startStack } from '../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
let base: string;
beforeAll(async () => {
  // Five demo users: above two rows an export is built in the background.
  s = await startStack({ services: { app: { exportBackgroundAbove: 2 } } });
  base = await s.gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => s.close());

const get = (path: string, token: string) =>
  fetch(base + path, { headers: { authorization: `Bearer ${token}` } });

describe('background exports through the gateway', () => {
  it("passes the services' 202 through; the notified file downloads for its requester alone", async () => {
    const admin = await s.login('admin');
    const res = await get('/files/exports/users?format=csv&columns=userName&orderBy=userName', admin);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ jobId: expect.any(Number), message: MSG.exportQueued });
    await s.services.app.exportJobs.idle();

    const { rows } = await s.services.db.query<{ link: string }>(
      `select b.link from notifications n join notification_bodies b on b.id = n.body_id
        join users u on u.id = n.user_id where u.user_name = 'admin' and b.link like '/files/download/%'`,
    );
    const link = rows[0]!.link;
    const file = await get(link, admin);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(await file.text()).toContain('vendedor');
    expect((await get(link, await s.login('vendedor'))).status).toBe(403);
  });
});
