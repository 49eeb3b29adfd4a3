import type { Db } from '../../db/db.js';
import { notFound } from '../../errors.js';

export type CustomerDocument = {
  id: number;
  customerId: number;
  alias: string;
  title: string;
  observation: string | null;
  fileId: number;
  fileName: string;
  size: number;
  createdAt: string;
};

const SELECT = `d.id, d.customer_id as "customerId", d.alias, d.title, d.observation, d.file_id as "fileId",
  f.original_name as "fileName", f.size::int as size, to_json(d.created_at) #>> '{}' as "createdAt"`;

export async function listDocuments(db: Db, customerId: number) {
  const { rows } = await db.query<CustomerDocument>(
    `select ${SELECT} from customer_documents d join files f on f.id = d.file_id
      where d.customer_id = $1 order by d.id`,
    [customerId],
  );
  return rows;
}

export async function findDocument(db: Db, id: number) {
  const { rows } = await db.query<CustomerDocument & { path: string; mime: string }>(
    `select ${SELECT}, f.path, f.mime from customer_documents d join files f on f.id = d.file_id where d.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('Documento não encontrado');
  return rows[0];
}
