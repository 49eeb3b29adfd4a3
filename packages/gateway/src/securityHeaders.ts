import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (the app, GraphQL, files): a Content-Security-Policy under which
 * no inline or foreign script runs, framing only by the app itself, nosniff and a same-origin
 * referrer. `frameSources` (CSP_FRAME_SRC) are the origins a report may be embedded from, beside
 * the app's own (the simulated BI page).
 */
export async function registerSecurityHeaders(app: FastifyInstance, frameSources: string[] = []) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Blueprint and the charts position popovers and tooltips with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameSources],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // The app loads nothing cross-origin that would need these relaxed, nor anything that needs them set.
    crossOriginEmbedderPolicy: false,
  });
}
