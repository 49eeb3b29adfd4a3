import { describe, expect, it } from 'vitest';
import { ERP_SIMULATED_FAILURE, isValidCnpj } from '@balcao/schema';
import { ErpError } from './erp.adapter.js';
import { DATASET_SIZE } from './erp.dataset.js';
import { simulatedErp } from './erp.simulated.js';

const today = () => new Date('2025-03-10T12:00:00Z');
const DECIMAL = /^\d+\.\d{2}$/;

describe('simulated ERP', () => {
  it('answers the same clients on every start, with valid CNPJs and exact decimal figures', async () => {
    const a = await simulatedErp({ today }).searchClients({ page: 1, pageSize: 100 });
    const b = await simulatedErp({ today }).searchClients({ page: 1, pageSize: 100 });
    expect(a).toEqual(b);
    expect(a.totalRegisters).toBe(DATASET_SIZE);
    const all = [
      ...a.rows,
      ...(await simulatedErp({ today }).searchClients({ page: 2, pageSize: 100 })).rows,
      ...(await simulatedErp({ today }).searchClients({ page: 3, pageSize: 100 })).rows,
    ];
    expect(all).toHaveLength(DATASET_SIZE);
    expect(new Set(all.map((c) => c.cnpj)).size).toBe(DATASET_SIZE);
    expect(new Set(all.map((c) => c.code)).size).toBe(DATASET_SIZE);
    for (const c of all) {
      expect(isValidCnpj(c.cnpj), c.cnpj).toBe(true);
      expect(c.creditLimit).toMatch(DECIMAL);
      expect(c.balance).toMatch(DECIMAL);
      expect(c.state).toMatch(/^[A-Z]{2}$/);
    }
    // Sorted by corporate name, as the panel lists them.
    const names = all.map((c) => c.corporateName);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'pt-BR')));
    expect(all.map((c) => c.cnpj)).not.toContain(ERP_SIMULATED_FAILURE.cnpj);
  });

  it('searches names without accents or case, codes and CNPJ digits', async () => {
    const erp = simulatedErp({ today });
    const { rows } = await erp.searchClients({ page: 1, pageSize: 100 });
    const sample = rows[7]!;
    const accentless = sample.city
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const byCity = await erp.searchClients({ q: accentless, page: 1, pageSize: 100 });
    expect(byCity.rows.map((r) => r.code)).toContain(sample.code);
    expect(byCity.rows.every((r) => r.city === sample.city || r.corporateName.includes(sample.city))).toBe(
      true,
    );
    const byCode = await erp.searchClients({ q: sample.code, page: 1, pageSize: 10 });
    expect(byCode.rows[0]).toEqual(sample);
    const byCnpj = await erp.searchClients({ q: sample.cnpj.slice(0, 8), page: 1, pageSize: 10 });
    expect(byCnpj.rows.map((r) => r.cnpj)).toContain(sample.cnpj);
    expect(await erp.searchClients({ q: 'nenhum cliente assim', page: 1, pageSize: 10 })).toEqual({
      rows: [],
      totalRegisters: 0,
    });
  });

  it('gives a summary by CNPJ or code: available credit is limit minus balance; unknown is null', async () => {
    const erp = simulatedErp({ today });
    const [first] = (await erp.searchClients({ page: 1, pageSize: 1 })).rows;
    const byCnpj = await erp.clientSummary({ cnpj: first!.cnpj });
    expect(byCnpj).toMatchObject(first!);
    expect(await erp.clientSummary({ code: first!.code })).toEqual(byCnpj);
    const cents = (d: string) => BigInt(d.replace('.', ''));
    expect(cents(byCnpj!.availableCredit)).toBe(cents(byCnpj!.creditLimit) - cents(byCnpj!.balance));
    for (const o of byCnpj!.lastOrders) {
      expect(o.amount).toMatch(DECIMAL);
      expect(o.date < '2025-03-10').toBe(true);
    }
    expect(await erp.clientSummary({ cnpj: '11222333000181' })).toBeNull();
    expect(await erp.clientSummary({ code: 'XXXX' })).toBeNull();
  });

  it('fails as an unreachable ERP would for the reserved query and CNPJ', async () => {
    const erp = simulatedErp({ today });
    await expect(erp.searchClients({ q: 'erro-totvs', page: 1, pageSize: 10 })).rejects.toBeInstanceOf(
      ErpError,
    );
    await expect(erp.clientSummary({ cnpj: ERP_SIMULATED_FAILURE.cnpj })).rejects.toBeInstanceOf(ErpError);
    // Its CNPJ finds one test client, so that a screen can open the summary that fails.
    const found = await erp.searchClients({ q: '99.999.999/0001-91', page: 1, pageSize: 10 });
    expect(found.rows.map((r) => [r.cnpj, r.corporateName])).toEqual([
      [ERP_SIMULATED_FAILURE.cnpj, 'Cliente Teste de Falha TOTVS Ltda'],
    ]);
  });
});
