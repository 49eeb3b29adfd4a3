import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { CloseCode, type Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearer } from '../context.js';
import { endsSession } from '../realtime/subscriptions.js';
import type { UpstreamSockets } from '../realtime/upstreamSockets.js';
import type { HttpPool } from '../upstream/http.js';
import { createUpstream } from '../upstream/index.js';
import { armorProtection } from './apollo.js';

type Ctx = Context<Record<string, unknown> | undefined, { socket: WebSocket; request: IncomingMessage }>;

/** graphql-ws on the same /graphql path, with the same schema and query limits as HTTP. */
export function attachWebSocket(
  app: FastifyInstance,
  schema: GraphQLSchema,
  http: HttpPool,
  addressOf: (req: IncomingMessage) => string,
  sockets?: UpstreamSockets,
) {
  const wss = new WebSocketServer({ noServer: true });
  const rules = [...specifiedRules, ...(armorProtection().validationRules as ValidationRule[])];
  // A connection whose session the services ended (expiry, logout, deactivation): each subscription
  // gets its UNAUTHENTICATED error (the web signs out on it), then the connection closes 4401, which
  // no graphql-ws client retries. graphql-ws forgets a subscription only once its 'complete' went
  // out, so the close waits until none is left (or a short while, should one linger).
  const ended = new WeakSet<object>();
  const closeWhenIdle = (ctx: Ctx, tries = 0) =>
    setTimeout(() => {
      if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) return;
      if (Object.keys(ctx.subscriptions).length && tries < 80) return closeWhenIdle(ctx, tries + 1);
      ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
    }, 25);
  const server = useServer<Ctx['connectionParams'], Ctx['extra']>(
    {
      schema,
      validate: (s, doc) => validate(s, doc, rules),
      context: (ctx) => {
        const token = bearer(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization);
        const client = http.forClient(addressOf(ctx.extra.request));
        return { token, upstream: createUpstream(client, token), sockets };
      },
      onNext: (ctx, _id, _payload, _args, result) => {
        if (!endsSession(result) || ended.has(ctx)) return;
        ended.add(ctx);
        closeWhenIdle(ctx);
      },
    },
    wss,
  );
  app.server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/graphql') return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  app.addHook('onClose', async () => {
    await server.dispose();
    sockets?.close();
    wss.close();
  });
}
