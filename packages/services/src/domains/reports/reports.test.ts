import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { simulatedBi } from '../../bi/bi.adapter.js';
import { createTestApp, signInAs } from '../../test/testApp.js';

const apps: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function start(bi: ReturnType<typeof simulatedBi> | null) {
  const t = await createTestApp({ bi });
  apps.push(t);
  return { t, call: await signInAs(t, ['admin', 'vendedor']) };
}

describe('substitutes report', () => {
  it('without a BI adapter answers the pt-BR "not configured" error', async () => {
    const { call } = await start(null);
    const res = await call('admin', 'GET', '/services/reports/SUBSTITUTOS/token');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'REPORT_NOT_CONFIGURED', message: MSG.reportNotConfigured });
    expect((await call('vendedor', 'GET', '/services/reports/SUBSTITUTOS/token')).statusCode).toBe(403);
  });

  it('with the simulated adapter answers the embed response, whose page opens with its token only', async () => {
    const { t, call } = await start(simulatedBi());
    const res = await call('admin', 'GET', '/services/reports/SUBSTITUTOS/token');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reportsDetail[0]).toMatchObject({ embedUrl: '/files/reports/embed/SUBSTITUTOS' });
    const token = body.embedToken.token as string;
    const page = await t.app.inject({
      method: 'GET',
      url: `/services/reports/embed/SUBSTITUTOS?token=${encodeURIComponent(token)}&navContentPaneEnabled=false&filterPaneEnabled=false`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Painel de filtros: oculto');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/services/reports/embed/SUBSTITUTOS?token=1.abc',
    });
    expect(forged.statusCode).toBe(401);
    expect((await call('vendedor', 'GET', '/services/reports/SUBSTITUTOS/token')).statusCode).toBe(403);
  });
});
