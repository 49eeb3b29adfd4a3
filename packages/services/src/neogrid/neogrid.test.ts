import { describe, expect, it } from 'vitest';
import { NEOGRID_MSG, NEOGRID_SIMULATED_FAILURE } from '@balcao/schema';
import { testAppWith } from '../test/testFile.js';
import { neogridFromEnv } from './neogrid.env.js';
import { simulatedNeogrid } from './neogrid.simulated.js';
import { cellsOf, sheetOf } from '../test/xlsx.js';

const { t, call } = testAppWith(['vendedor', 'ralmeida', 'financeiro']);

const customerOf = async (userName: string) =>
  Number(
    (
      await t.db.query<{ id: number }>(
        `select c.id from customers c join users u on u.id = c.representative_id
          where u.user_name = $1 and c.cnpj is not null order by c.id limit 1`,
        [userName],
      )
    ).rows[0]!.id,
  );

describe('Neogrid download', () => {
  it("gives his customer's purchase orders of the period as XLSX, read through the adapter", async () => {
    const id = await customerOf('vendedor');
    const res = await call(
      'vendedor',
      'POST',
      `/services/neogrid/download?customerId=${id}&from=2026-01-01&to=2026-01-31`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(res);
    expect(cellsOf(sheet, 1)).toEqual([
      'Pedido',
      'Data de emissão',
      'Data de entrega',
      'CNPJ de entrega',
      'EAN',
      'Produto',
      'Quantidade',
      'Preço unitário',
      'Valor total',
    ]);
    // One order a week: four or five in January, two to four lines each.
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(8);
    const first = cellsOf(sheet, 2);
    expect(String(first[1])).toMatch(/^\d{2}\/01\/2026$/);
    expect(Number(first[8])).toBeCloseTo(Number(first[6]) * Number(first[7]), 2);
  });

  it("is refused for another representative's customer and for a bad period", async () => {
    const id = await customerOf('vendedor');
    for (const who of ['ralmeida', 'financeiro'])
      expect(
        (await call(who, 'POST', `/services/neogrid/download?customerId=${id}&from=2026-01-01&to=2026-01-31`))
          .statusCode,
      ).toBe(403);
    const late = await call(
      'vendedor',
      'POST',
      `/services/neogrid/download?customerId=${id}&from=2026-02-01&to=2026-01-01`,
    );
    expect(late.statusCode).toBe(400);
  });

  it("answers 502 'Erro ao consultar neogrid' when Neogrid fails", async () => {
    const id = await customerOf('vendedor');
    await t.db.query('update customers set cnpj = $2 where id = $1', [id, NEOGRID_SIMULATED_FAILURE.cnpj]);
    try {
      const res = await call(
        'vendedor',
        'POST',
        `/services/neogrid/download?customerId=${id}&from=2026-01-01&to=2026-01-31`,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(NEOGRID_MSG.failed);
    } finally {
      await t.db.query(`update customers set cnpj = '11222333000181' where id = $1 and cnpj = $2`, [
        id,
        NEOGRID_SIMULATED_FAILURE.cnpj,
      ]);
    }
  });

  it('is configured from the environment: simulated outside production, a real endpoint by NEOGRID_URL', async () => {
    expect(neogridFromEnv({})?.kind).toBe('simulated');
    expect(neogridFromEnv({ NODE_ENV: 'production' })).toBeNull();
    expect(neogridFromEnv({ NEOGRID_URL: 'http://127.0.0.1:9', NEOGRID_TOKEN: 'x' })?.kind).toBe('http');
    expect(() => neogridFromEnv({ NEOGRID_ADAPTER: 'http' })).toThrow();
    const a = await simulatedNeogrid().orders({
      cnpj: '11222333000181',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    const b = await simulatedNeogrid().orders({
      cnpj: '11222333000181',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(a).toEqual(b);
  });
});
