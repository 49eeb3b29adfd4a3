import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { closeAll, connected, listen, listeningApp, login, openSocket } from '../test/sockets.js';
import { anotherNode, type createTestApp, type signInAs } from '../test/testApp.js';

const KEY = 'test-gateway-key-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
let url: string;
const sockets: Socket[] = [];

const open = (path: string, auth: Record<string, unknown>, base = url) =>
  openSocket(sockets, new URL(path, base).toString(), auth);
/** Everything `event` brings on `s` from now on. */
const collect = <V>(s: Socket, event: string) => {
  const got: V[] = [];
  s.on(event, (v: V) => got.push(v));
  return got;
};
const settle = () => new Promise((r) => setTimeout(r, 300));
const idOf = async (userName: string) =>
  (await call(userName, 'GET', '/services/auth/me')).json().id as number;
const unread = async (userName: string) =>
  (await call(userName, 'GET', '/services/messages/count')).json().count as number;

beforeAll(async () => {
  ({ t, call, url } = await listeningApp(['admin', 'vendedor', 'ralmeida', 'mcosta'], {
    app: { gatewayKey: KEY },
  }));
});
afterAll(() => closeAll(sockets, t));

describe("the gateways' feed", () => {
  it('opens only with the gateway key', async () => {
    await expect(connected(open('/gateway', {}))).rejects.toThrow('UNAUTHENTICATED');
    await expect(connected(open('/gateway', { key: `${KEY}x` }))).rejects.toThrow('UNAUTHENTICATED');
    // A user's token is no key.
    await expect(connected(open('/gateway', { key: await login(t, 'vendedor') }))).rejects.toThrow(
      'UNAUTHENTICATED',
    );
    await connected(open('/gateway', { key: KEY }));
  });

  it("carries a board message's counts in one event; a user's own socket still gets only his own", async () => {
    const feed = open('/gateway', { key: KEY });
    await connected(feed);
    const fromFeed = collect<{ counts: [number, number][] }>(feed, 'messages');
    // A socket whose gateway takes the feed gets no pushed count; one without gets its own.
    const viaFeed = open('/', { token: await login(t, 'ralmeida'), feed: true });
    const direct = open('/', { token: await login(t, 'mcosta') });
    await Promise.all([connected(viaFeed), connected(direct)]);
    const [onViaFeed, onDirect] = [collect(viaFeed, 'messages'), collect(direct, 'messages')];
    const ids = {
      vendedor: await idOf('vendedor'),
      ralmeida: await idOf('ralmeida'),
      mcosta: await idOf('mcosta'),
    };

    const posted = await call('admin', 'POST', '/services/messages/upsert', {
      subject: 'Aviso a três',
      content: '<p>Olá</p>',
      recipients: Object.values(ids),
    });
    expect(posted.statusCode).toBe(201);
    await settle();

    expect(fromFeed).toHaveLength(1);
    expect(new Map(fromFeed[0]!.counts)).toEqual(
      new Map([
        [ids.vendedor, await unread('vendedor')],
        [ids.ralmeida, await unread('ralmeida')],
        [ids.mcosta, await unread('mcosta')],
      ]),
    );
    expect(onViaFeed).toEqual([]);
    expect(onDirect).toEqual([{ count: await unread('mcosta') }]);
  });

  it("a user's own change goes to the feed too, and countMessages still answers on his socket", async () => {
    const feed = open('/gateway', { key: KEY });
    await connected(feed);
    const fromFeed = collect<{ counts: [number, number][] }>(feed, 'messages');
    const viaFeed = open('/', { token: await login(t, 'ralmeida'), feed: true });
    await connected(viaFeed);
    const answers = collect<{ count: number }>(viaFeed, 'messages');

    const { rows } = (await call('ralmeida', 'GET', '/services/messages?pageSize=1')).json();
    await call('ralmeida', 'POST', '/services/messages/markAsRead', { ids: [rows[0].id], readed: true });
    viaFeed.emit('countMessages');
    await settle();

    const count = await unread('ralmeida');
    expect(fromFeed).toEqual([{ counts: [[await idOf('ralmeida'), count]] }]);
    expect(answers).toEqual([{ count }]);
  });
});

describe('without a gateway key', () => {
  it('refuses every feed, and a socket asking for one still gets its own counts', async () => {
    const plain = await anotherNode(t);
    const base = await listen(plain.app);
    try {
      await expect(connected(open('/gateway', { key: KEY }, base))).rejects.toThrow('UNAUTHENTICATED');
      const s = open('/', { token: await login(t, 'mcosta'), feed: true }, base);
      await connected(s);
      const got = collect<{ count: number }>(s, 'messages');
      await plain.app.inject({
        method: 'POST',
        url: '/services/messages/upsert',
        headers: { authorization: `Bearer ${await login(plain, 'admin')}` },
        payload: { subject: 'Sem chave', content: '<p>Olá</p>', recipients: [await idOf('mcosta')] },
      });
      await settle();
      expect(got).toEqual([{ count: await unread('mcosta') }]);
    } finally {
      await plain.close();
    }
  });
});
