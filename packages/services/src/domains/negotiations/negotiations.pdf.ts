import PDFDocument from 'pdfkit';
import { formatCnpj, formatDateTime, formatMoney, formatPercent } from '@balcao/schema';
import { displayOf, exportColumns, negotiationItems, negotiations } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { FIGURE_TYPES, pdfTable } from '../../lib/exports.js';
import { ITEM_SQL } from './negotiations.sql.js';

type Row = Record<string, unknown>;

/** The deal's customer as its document addresses him: CNPJ and address. */
async function customerOf(db: Db, negotiationId: number) {
  const { rows } = await db.query<Row>(
    `select c.cnpj, c.street, c.number, c.district, c.city, c.uf
       from negotiations n join customers c on c.id = n.customer_id where n.id = $1`,
    [negotiationId],
  );
  return rows[0] ?? {};
}

/** The deal's items as its document lists them: product code order, figures as the grid shows them. */
async function itemsOf(db: Db, negotiationId: number) {
  const { rows } = await db.query<Row>(
    `select p.code as "productCode", p.name as "productName", i.negotiated_quantity as "negotiatedQuantity",
            i.negotiated_price_without_ipi::text as "negotiatedPriceWithoutIpi", i.ipi::text as ipi,
            (${ITEM_SQL.negotiatedPrice})::text as "negotiatedPrice",
            (${ITEM_SQL.discountPercent})::text as "discountPercent",
            (${ITEM_SQL.totalValue})::text as "totalValue"
       from negotiation_items i join products p on p.id = i.product_id
      where i.negotiation_id = $1 order by p.code`,
    [negotiationId],
  );
  return rows;
}

const ITEM_COLUMNS = [
  'productCode',
  'productName',
  'negotiatedQuantity',
  'negotiatedPriceWithoutIpi',
  'ipi',
  'negotiatedPrice',
  'discountPercent',
  'totalValue',
] as const;

/**
 * A negotiation's document, one a customer could be sent: a header naming the deal, the customer
 * and who negotiated it; its items in a table; its totals; and its conditions (payment, periods,
 * validity, funds). Written with the list exports' table writer, as a product release's.
 */
export async function negotiationPdf(db: Db, deal: Row) {
  const id = Number(deal.id);
  const [customer, items] = await Promise.all([customerOf(db, id), itemsOf(db, id)]);
  const title = `Negociação ${String(deal.negotiationNumber)}`;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const show = (key: keyof typeof negotiations.fields) => displayOf(negotiations, key, deal[key]) || '—';
  const pair = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  const section = (name: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(11).text(name, left, doc.y);
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(16).text(title, left, doc.y);
  doc.font('Helvetica').fontSize(9).fillColor('#5f6b7c');
  doc.text(`Emitida em ${show('issueDate')} · Documento gerado em ${formatDateTime(new Date())}`);
  doc.fillColor('black');

  section('Cliente');
  pair('Razão social', show('corporateName'));
  if (customer.cnpj) pair('CNPJ', formatCnpj(String(customer.cnpj)));
  const street = [customer.street, customer.number, customer.district].filter(Boolean).join(', ');
  const city = [customer.city, customer.uf].filter(Boolean).join('/');
  if (street || city) pair('Endereço', [street, city].filter(Boolean).join(' — '));
  if (deal.corporateNameMatriz) pair('Matriz', show('corporateNameMatriz'));
  if (deal.buyerName) pair('Comprador', show('buyerName'));
  pair('Representante', show('representativeName'));

  section('Itens');
  const titles = new Map(exportColumns(negotiationItems).map((c) => [c.key, c.title]));
  const row = pdfTable(
    doc,
    ITEM_COLUMNS.map((k) => titles.get(k) ?? negotiationItems.fields[k].label),
    ITEM_COLUMNS.map((k) => FIGURE_TYPES.has(negotiationItems.fields[k].type)),
  );
  for (const item of items) row(ITEM_COLUMNS.map((k) => displayOf(negotiationItems, k, item[k]) || '—'));
  if (!items.length) doc.font('Helvetica').fontSize(9).text('Nenhum item na negociação.', left, doc.y);

  section('Totais');
  const money = (v: unknown) => formatMoney(String(v ?? 0));
  pair('Itens', String(deal.itemCount ?? 0));
  pair('Valor total sem IPI', money(deal.totalAmount));
  pair('Valor de desconto', money(deal.discountValue));
  if (deal.percDesconto != null) pair('Desconto', formatPercent(String(deal.percDesconto)));
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Valor total com IPI: ${money(deal.totalValue)}`);

  section('Condições');
  pair('Tipo de verba', show('typeOfFunds'));
  pair('Tipo de pagamento', show('typeOfPayment'));
  pair('Condição de pagamento', show('conditionPayment'));
  pair('Período', `${show('firstPeriod')} a ${show('lastPeriod')}`);
  pair('Validade da proposta', deal.expirationDate ? show('expirationDate') : 'Não informada');
  pair('UF de destino', show('destinationState'));
  if (deal.campaign) pair('Campanha', show('campaign'));
  if (deal.valueBudget != null) pair('Valor da verba', show('valueBudget'));
  if (deal.budgetDescription) pair('Descrição da verba', show('budgetDescription'));
  if (deal.totvsNegotiationNumber) pair('Número da negociação TOTVS', show('totvsNegotiationNumber'));
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#5f6b7c')
    .text(
      'Valores em reais (R$). Preços sujeitos à confirmação do pedido e às condições acima; ' +
        'impostos conforme a legislação vigente na data do faturamento.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return doc;
}
