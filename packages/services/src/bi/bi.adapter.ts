import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReportEmbedDTO } from '@balcao/schema';

/** The business-intelligence service as the product sees it: an embed answer per report. */
export type BiAdapter = {
  kind: 'http' | 'simulated';
  embed(report: string): Promise<ReportEmbedDTO>;
  /** Only the simulated adapter serves its own embed page; it checks the token it issued. */
  verify?(report: string, token: string): boolean;
};

const TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * A stand-in for demos and tests, chosen only by BI_ADAPTER=simulated: it signs short-lived
 * tokens and points the embed at a tiny page the services serve (through the gateway).
 */
export function simulatedBi(embedBase = '/files/reports/embed'): BiAdapter {
  const key = randomBytes(32);
  const sign = (report: string, exp: number) =>
    createHmac('sha256', key).update(`${report}.${exp}`).digest('base64url');
  return {
    kind: 'simulated',
    async embed(report) {
      const exp = Date.now() + TOKEN_TTL_MS;
      return {
        reportsDetail: [{ reportId: `sim-${report.toLowerCase()}`, embedUrl: `${embedBase}/${report}` }],
        embedToken: { token: `${exp}.${sign(report, exp)}`, expiration: new Date(exp).toISOString() },
      };
    },
    verify(report, token) {
      const [exp, mac] = token.split('.');
      if (!exp || !mac || Number(exp) < Date.now()) return false;
      const want = Buffer.from(sign(report, Number(exp)));
      const got = Buffer.from(mac);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}

/**
 * A BI service over HTTP: POST {BI_URL}/embed-token with the report name and the configured key,
 * answering the spec's embed response (reportsDetail, embedToken).
 */
export function httpBi(url: string, apiKey: string): BiAdapter {
  return {
    kind: 'http',
    async embed(report) {
      const res = await fetch(new URL('embed-token', url.endsWith('/') ? url : `${url}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ report }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`BI service answered ${res.status}`);
      return (await res.json()) as ReportEmbedDTO;
    },
  };
}

/** BI_ADAPTER=simulated, or BI_URL + BI_API_KEY; anything else leaves reports unconfigured. */
export function biFromEnv(env: NodeJS.ProcessEnv): BiAdapter | null {
  if (env.BI_ADAPTER === 'simulated') return simulatedBi(env.BI_EMBED_BASE);
  if (env.BI_URL && env.BI_API_KEY) return httpBi(env.BI_URL, env.BI_API_KEY);
  return null;
}
