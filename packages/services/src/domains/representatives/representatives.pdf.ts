import PDFDocument from 'pdfkit';
import { DISTRATO_KINDS, formatDateBr, formatDateTime, formatMoney } from '@balcao/schema';
import { displayOf, representativeContracts, representatives } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { pdfTable } from '../../lib/exports.js';

type Row = Record<string, unknown>;

/** The company the representatives represent, as their documents name it. */
export const REPRESENTED_COMPANY = 'Balcão Eletrodomésticos S.A.';

/** A contract with its representative, as its documents read them. */
export async function contractOf(db: Db, contractId: number) {
  const { rows } = await db.query<Row>(
    `select ct.id, 'CTR-' || lpad(ct.id::text, 6, '0') as "contractNumber", ct.representative_id as "representativeId",
            ct.gross_value::text as "grossValue", ct.net_value::text as "netValue", ct.irrf_value::text as "irrfValue",
            to_char(ct.start_contract, 'YYYY-MM-DD') as "startContract",
            to_char(ct.end_contract, 'YYYY-MM-DD') as "endContract", ct.call_number as "callNumber",
            ct.contract_percentage::text as "contractPercentage", ct.fan_current::text as "fanCurrent",
            ct.fan_previous::text as "fanPrevious", ct.goal_budget::text as "goalBudget",
            ct.other_funds::text as "otherFunds",
            rp.name, rp.trade_name as "tradeName", rp.person_type as "personType", rp.cnpj, rp.cpf, rp.email,
            rp.contact_name as "contactName", 'REP-' || lpad(rp.id::text, 5, '0') as code
       from representative_contracts ct join representatives rp on rp.id = ct.representative_id
      where ct.id = $1`,
    [contractId],
  );
  return rows[0] ?? null;
}

/** A document of ours on A4: its title, when it was made, and the writers of its parts. */
function documentOf(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(16).text(title, left, doc.y);
  doc.font('Helvetica').fontSize(9).fillColor('#5f6b7c');
  doc.text(`Documento gerado em ${formatDateTime(new Date())}`);
  doc.fillColor('black');
  const pair = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}: `, left, doc.y, { continued: true });
    doc.font('Helvetica').text(value);
  };
  const section = (name: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(11).text(name, left, doc.y);
    doc.moveDown(0.3);
  };
  const note = (text: string) => {
    doc.moveDown(0.6);
    doc.font('Helvetica').fontSize(8).fillColor('#5f6b7c').text(text, left, doc.y, { width });
    doc.fillColor('black');
  };
  return { doc, pair, section, note };
}

const show = (c: Row, key: keyof typeof representativeContracts.fields) =>
  displayOf(representativeContracts, key, c[key]) || '—';

/** The parties: the company represented, and the representative with his document. */
function parties(w: ReturnType<typeof documentOf>, c: Row) {
  w.section('Partes');
  w.pair('Representada', REPRESENTED_COMPANY);
  w.pair('Representante', `${String(c.name)} (${String(c.code)})`);
  if (c.tradeName) w.pair('Nome fantasia', String(c.tradeName));
  w.pair(
    c.personType === 'PF' ? 'CPF' : 'CNPJ',
    displayOf(
      representatives,
      c.personType === 'PF' ? 'cpf' : 'cnpj',
      c.personType === 'PF' ? c.cpf : c.cnpj,
    ),
  );
  if (c.contactName) w.pair('Contato', String(c.contactName));
  w.pair('E-mail', String(c.email));
}

/** Contrato.pdf: the parties, the contract's values, its term and the funds negotiated. */
export function contractPdf(c: Row) {
  const w = documentOf(`Contrato de representação ${String(c.contractNumber)}`);
  parties(w, c);
  w.section('Valores');
  const values = pdfTable(
    w.doc,
    ['Valor bruto', 'Valor IRRF', 'Valor líquido', 'Percentual do contrato'],
    [true, true, true, true],
  );
  values([show(c, 'grossValue'), show(c, 'irrfValue'), show(c, 'netValue'), show(c, 'contractPercentage')]);
  w.section('Vigência');
  w.pair('Início do contrato', show(c, 'startContract'));
  w.pair('Fim do contrato', show(c, 'endContract'));
  if (c.callNumber) w.pair('Número do chamado', String(c.callNumber));
  w.section('Verbas e FAN');
  const funds = pdfTable(
    w.doc,
    ['FAN atual', 'FAN anterior', 'Verba para meta', 'Outras verbas'],
    [true, true, true, true],
  );
  funds([show(c, 'fanCurrent'), show(c, 'fanPrevious'), show(c, 'goalBudget'), show(c, 'otherFunds')]);
  w.note(
    'Valores em reais (R$). O representante atua em nome da representada nas condições acima, ' +
      'com comissão conforme seus parâmetros de cadastro.',
  );
  w.doc.end();
  return w.doc;
}

/** Distrato.pdf: the parties, the contract it ends (in part or whole), when, why and which values. */
export function distratoPdf(c: Row, d: Row) {
  const kind = d.kind as keyof typeof DISTRATO_KINDS;
  const w = documentOf(`Distrato ${String(d.distratoNumber)}`);
  parties(w, c);
  w.section('Distrato');
  w.pair('Tipo', DISTRATO_KINDS[kind]);
  w.pair(
    'Contrato',
    `${String(c.contractNumber)}, de ${show(c, 'startContract')} a ${show(c, 'endContract')}`,
  );
  w.pair('Data do distrato', formatDateBr(String(d.terminationDate)));
  w.pair('Motivo', String(d.reason));
  w.section('Valores');
  const row = pdfTable(w.doc, ['', 'Valor bruto', 'Valor líquido'], [false, true, true]);
  row(['Contrato', formatMoney(String(c.grossValue)), formatMoney(String(c.netValue))]);
  row(['Distrato', formatMoney(String(d.grossValue)), formatMoney(String(d.netValue))]);
  w.note(
    kind === 'TOTAL'
      ? `O contrato encerra-se em ${formatDateBr(String(d.terminationDate))}, e com ele a representação.`
      : 'O contrato segue em vigor quanto aos valores não distratados.',
  );
  w.doc.end();
  return w.doc;
}

/** A PDF document whole, for a zip. */
export async function bufferOf(doc: PDFKit.PDFDocument) {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
