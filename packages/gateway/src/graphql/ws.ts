import type { FastifyInstance } from 'fastify';
import { specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearer } from '../context.js';
import type { UpstreamSockets } from '../realtime/upstreamSockets.js';
import type { Http } from '../upstream/http.js';
import { createUpstream } from '../upstream/index.js';
import { armorProtection } from './apollo.js';

/** graphql-ws on the same /graphql path, with the same schema and query limits as HTTP. */
export function attachWebSocket(
  app: FastifyInstance,
  schema: GraphQLSchema,
  http: Http,
  sockets?: UpstreamSockets,
) {
  const wss = new WebSocketServer({ noServer: true });
  const rules = [...specifiedRules, ...(armorProtection().validationRules as ValidationRule[])];
  const server = useServer(
    {
      schema,
      validate: (s, doc) => validate(s, doc, rules),
      context: (ctx) => {
        const token = bearer(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization);
        return { token, upstream: createUpstream(http, token), sockets };
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
