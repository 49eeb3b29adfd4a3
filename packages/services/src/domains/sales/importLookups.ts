import type { Db } from '../../db/db.js';
import { CUSTOMER_ACCESS_SQL } from '../customers/access.js';

/** The digits of a CNPJ or CPF as typed (12.345.678/0001-90 → 12345678000190). */
export const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * The customers of a chunk of import rows by CNPJ or CPF (digits), each with whether the importer
 * may see it under the customer rule (a representative, his own): one query for the chunk.
 */
export async function customersByDocument(db: Db, docs: string[], who: { userId: number; all: boolean }) {
  const rule = who.all ? 'true' : CUSTOMER_ACCESS_SQL.replaceAll(':1', '$2');
  const { rows } = await db.query<{ id: number; doc: string; allowed: boolean }>(
    `select c.id, coalesce(c.cnpj, c.cpf) as doc, ${rule} as allowed
       from customers c where c.cnpj = any($1::text[]) or c.cpf = any($1::text[])`,
    [docs, ...(who.all ? [] : [who.userId])],
  );
  return new Map(rows.map((c) => [c.doc, { id: Number(c.id), allowed: c.allowed }]));
}

/** The products of a chunk of import rows by code, any case: one query for the chunk. */
export async function productsByCode(db: Db, codes: string[]) {
  const { rows } = await db.query<{ id: number; code: string }>(
    'select id, lower(code) as code from products where lower(code) = any($1::text[])',
    [codes.map((c) => c.toLowerCase())],
  );
  return new Map(rows.map((p) => [p.code, Number(p.id)]));
}
