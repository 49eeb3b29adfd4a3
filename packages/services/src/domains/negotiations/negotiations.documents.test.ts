import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { cellsOf, sheetOf } from '../../test/xlsx.js';

const { t, call } = testAppWith(['vendedor', 'ralmeida', 'admin']);

/** vendedor's seeded deal in this status (the demo book holds one of each, with three items). */
async function dealOf(status: string, blocked = false) {
  const { rows } = await t.db.query<{ id: number }>(
    `select n.id from negotiations n join users u on u.id = n.representative_id
      where u.user_name = 'vendedor' and n.status = $1 and n.blocked = $2 order by n.id limit 1`,
    [status, blocked],
  );
  return Number(rows[0]!.id);
}

async function pdfItems(payload: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(payload) }).promise;
  const page = await pdf.getPage(1);
  return (await page.getTextContent()).items.flatMap((i) =>
    'str' in i
      ? [{ text: i.str, left: i.transform[4] as number, right: (i.transform[4] as number) + i.width }]
      : [],
  );
}

async function pdfText(payload: Buffer) {
  return (await pdfItems(payload)).map((i) => i.text).join(' ');
}

describe('negotiation documents', () => {
  it('writes a document a customer could be sent: header, items, totals and conditions', async () => {
    const id = await dealOf('DRAFT');
    const deal = (await call('vendedor', 'GET', `/services/negotiations/${id}`)).json();
    const res = await call('vendedor', 'POST', `/services/negotiations/${id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      `Negociação ${deal.negotiationNumber}.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Negociação ${deal.negotiationNumber}`);
    expect(text).toContain(deal.corporateName);
    expect(text).toContain('Representante');
    const items = (
      await call('vendedor', 'GET', `/services/negotiation-items?negotiationId=${id}&pageSize=10`)
    ).json().rows;
    expect(items).toHaveLength(3);
    for (const i of items) {
      expect(text).toContain(i.productCode);
      expect(text).toContain(formatMoney(i.totalValue));
    }
    // Amounts stand right-aligned in their column: the items' totals end where their header ends.
    const placed = await pdfItems(res.rawPayload);
    const header = placed.find((p) => p.text === 'Valor total')!;
    for (const i of items) {
      const cell = placed.find((p) => p.text === formatMoney(i.totalValue))!;
      expect(Math.abs(cell.right - header.right)).toBeLessThan(1);
    }
    expect(text).toContain(`Valor total com IPI: ${formatMoney(deal.totalValue)}`);
    expect(text).toMatch(/Condição de pagamento:\s+30\/60\/90 dias/);
    expect(text).toMatch(/Período:\s+\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Condições');
  });

  it("is refused outside the deal's record rule", async () => {
    const id = await dealOf('DRAFT');
    expect((await call('ralmeida', 'POST', `/services/negotiations/${id}/pdf`)).statusCode).toBe(403);
    expect((await call('ralmeida', 'GET', `/services/negotiations/${id}/actions`)).statusCode).toBe(403);
    expect((await call('vendedor', 'POST', '/services/negotiations/999999/pdf')).statusCode).toBe(404);
  });

  it("gives a deal's actions as links, as far as the caller may follow them", async () => {
    const draft = await dealOf('DRAFT');
    const links = (await call('vendedor', 'GET', `/services/negotiations/${draft}/actions`)).json().links;
    expect(links.map((l: { key: string }) => l.key)).toEqual(['view', 'edit', 'pdf', 'historic']);
    expect(links[1]).toEqual({ key: 'edit', label: 'Editar', href: `/sales/negotiations/edit/${draft}` });
    const blocked = await dealOf('DRAFT', true);
    const keys = async (id: number) =>
      (await call('vendedor', 'GET', `/services/negotiations/${id}/actions`))
        .json()
        .links.map((l: { key: string }) => l.key);
    expect(await keys(blocked)).toEqual(['view', 'pdf', 'historic']);
    expect(await keys(await dealOf('IN_APPROVAL'))).toEqual(['view', 'pdf', 'historic', 'workflow']);
  });

  it('reports the history of the deals the list selects and of their items, as XLSX', async () => {
    const id = await dealOf('DRAFT');
    const number = `NEG-${String(id).padStart(6, '0')}`;
    const items = (
      await call('vendedor', 'GET', `/services/negotiation-items?negotiationId=${id}&pageSize=10`)
    ).json().rows;
    const gone = items[0];
    // An item changed and another deleted: both stay in the deal's report.
    const saved = await call('vendedor', 'PUT', `/services/negotiation-items/${items[1].id}`, {
      negotiationId: id,
      productId: items[1].productId,
      negotiatedQuantity: 40,
      negotiatedPriceWithoutIpi: items[1].negotiatedPriceWithoutIpi,
      percPriceVpc: items[1].percPriceVpc ?? '',
      percVpcFan: items[1].percVpcFan ?? '',
      updatedAt: items[1].updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('vendedor', 'DELETE', `/services/negotiation-items/${gone.id}`)).statusCode).toBe(200);
    const res = await call('vendedor', 'POST', `/services/negotiations/logs-report?q=${number}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      'Relatório de logs de negociações',
    );
    const sheet = await sheetOf(res);
    expect(cellsOf(sheet, 1)).toEqual(['Registro', 'Ação', 'Data', 'Usuário', 'Campo', 'De', 'Para']);
    const lines = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => (r.values as unknown[]).slice(1));
    expect(lines.every((l) => String(l[0]).startsWith(number))).toBe(true);
    expect(lines[0]![0]).toBe(number);
    expect(lines).toContainEqual(
      expect.arrayContaining([`${number} · Item ${items[1].productCode}`, 'Alteração', 'Quantidade', '40']),
    );
    expect(lines.some((l) => l[0] === `${number} · Item ${gone.productCode}` && l[1] === 'Exclusão')).toBe(
      true,
    );
    // Another representative's deals are not his to report.
    const other = await call('ralmeida', 'POST', `/services/negotiations/logs-report?q=${number}`);
    const otherSheet = await sheetOf(other);
    expect(otherSheet.rowCount).toBe(1);
  });
});
