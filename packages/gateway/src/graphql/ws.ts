import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { CloseCode, type Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearer } from '../context.js';
import { endsSession } from '../realtime/subscriptions.js';
import type { UpstreamSockets } from '../realtime/upstreamSockets.js';
import type { HttpPool } from '../upstream/http.js';
import { createUpstream } from '../upstream/index.js';
import { armorProtection } from './apollo.js';
import { wsExecution } from './wsExecution.js';

type Ctx = Context<Record<string, unknown> | undefined, { socket: WebSocket; request: IncomingMessage }>;

/** graphql-ws on the same /graphql path, with the same schema and query limits as HTTP. */
export function attachWebSocket(
  app: FastifyInstance,
  schema: GraphQLSchema,
  http: HttpPool,
  addressOf: (req: IncomingMessage) => string,
  opts: { production: boolean; sockets?: UpstreamSockets },
) {
  const { sockets } = opts;
  const wss = new WebSocketServer({ noServer: true });
  // The same rules as over HTTP: no introspection in production, and no field suggestions there.
  const rules = [
    ...specifiedRules,
    ...(armorProtection().validationRules as ValidationRule[]),
    ...(opts.production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
  const check = (s: GraphQLSchema, doc: DocumentNode) => {
    const errors = validate(s, doc, rules);
    if (!opts.production) return errors;
    return errors.map((e) =>
      e.message.includes('Did you mean')
        ? new GraphQLError(e.message.replace(/ Did you mean .*$/, ''), { nodes: e.nodes })
        : e,
    );
  };
  const execution = wsExecution(check);
  // Each connection's session, checked with the services when it opens: a connection without a
  // token is refused, and one whose token they refuse gets that refusal for every operation.
  const sessions = new WeakMap<object, GraphQLError | null>();
  const tokenOf = (ctx: Ctx) =>
    bearer(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization);
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
      parse: execution.parse,
      validate: execution.validate,
      subscribe: execution.subscribe,
      onConnect: async (ctx) => {
        const token = tokenOf(ctx);
        if (!token) return false;
        try {
          await createUpstream(http.forClient(addressOf(ctx.extra.request)), token).auth.me();
          sessions.set(ctx, null);
        } catch (e) {
          if (!(e instanceof GraphQLError) || e.extensions.code !== 'UNAUTHENTICATED') return false;
          sessions.set(ctx, e);
        }
        return true;
      },
      onSubscribe: (ctx) => {
        const refused = sessions.get(ctx);
        if (refused === undefined)
          return [new GraphQLError('Não autenticado', { extensions: { code: 'UNAUTHENTICATED' } })];
        if (refused) return [refused];
      },
      context: (ctx) => {
        const token = tokenOf(ctx);
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
  // Before the listener closes (preClose): it waits for every connection, upgraded ones included.
  app.addHook('preClose', async () => {
    await server.dispose();
    sockets?.close();
    wss.close();
  });
  return wss;
}
