import type { ImportMode, ImportStatus } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { notFound } from '../errors.js';
import { IMPORT_MSG } from '@balcao/schema';
import type { ListSpec } from '../lib/list.js';

export type ImportJob = {
  id: number;
  kind: string;
  targetId: number | null;
  userId: number;
  userName: string;
  fileName: string;
  description: string | null;
  mode: ImportMode;
  dryRun: boolean;
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  inserted: number;
  updated: number;
  errorRows: number;
  hasErrorReport: boolean;
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
};

const SELECT = `j.id, j.kind, j.target_id as "targetId", j.user_id as "userId", u.name as "userName",
  j.file_name as "fileName", j.description, j.mode, j.dry_run as "dryRun", j.status,
  j.total_rows as "totalRows", j.processed_rows as "processedRows", j.inserted, j.updated,
  j.error_rows as "errorRows", j.error_file_id is not null as "hasErrorReport", j.message,
  to_json(j.created_at) #>> '{}' as "createdAt", to_json(j.finished_at) #>> '{}' as "finishedAt"`;
const FROM = 'import_jobs j join users u on u.id = j.user_id';

/** A kind's imports, newest first: who imported which file, when, and what came of it. */
export const jobList = (kind: string, targetId: number | undefined): ListSpec => ({
  select: SELECT,
  from: FROM,
  columns: {
    createdAt: { sql: 'j.created_at', type: 'date', sort: true },
    fileName: { sql: 'j.file_name', type: 'text', search: true, sort: true },
    userName: { sql: 'u.name', type: 'text', search: true, sort: true },
  },
  where: [
    { sql: 'j.kind = :1', params: [kind] },
    ...(targetId ? [{ sql: 'j.target_id = :1', params: [targetId] }] : []),
  ],
  defaultOrder: { by: 'createdAt', sort: 'DESC' },
  tieBreaker: 'j.id',
});

export async function findJob(db: Db, kind: string, id: number): Promise<ImportJob> {
  const { rows } = await db.query<ImportJob>(
    `select ${SELECT} from ${FROM} where j.id = $1 and j.kind = $2`,
    [id, kind],
  );
  if (!rows[0]) throw notFound(IMPORT_MSG.notFound);
  return rows[0];
}

export async function errorFileOf(db: Db, jobId: number) {
  const { rows } = await db.query<{ path: string; mime: string; originalName: string }>(
    `select f.path, f.mime, f.original_name as "originalName"
       from import_jobs j join files f on f.id = j.error_file_id where j.id = $1`,
    [jobId],
  );
  if (!rows[0]) throw notFound(IMPORT_MSG.notFound);
  return rows[0];
}

export async function insertJob(
  db: Db,
  j: {
    kind: string;
    targetId: number | null;
    userId: number;
    fileId: number | null;
    fileName: string;
    description: string | null;
    mode: ImportMode;
    dryRun: boolean;
    totalRows: number;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into import_jobs (kind, target_id, user_id, file_id, file_name, description, mode, dry_run, total_rows)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [j.kind, j.targetId, j.userId, j.fileId, j.fileName, j.description, j.mode, j.dryRun, j.totalRows],
  );
  return Number(rows[0]!.id);
}

export type JobOutcome = {
  status: ImportStatus;
  processedRows: number;
  inserted: number;
  updated: number;
  errorRows: number;
  errorFileId: number | null;
  message: string | null;
};

export async function finishJob(db: Db, id: number, o: JobOutcome) {
  await db.query(
    `update import_jobs set status = $2, processed_rows = $3, inserted = $4, updated = $5, error_rows = $6,
       error_file_id = $7, message = $8, finished_at = now() where id = $1`,
    [id, o.status, o.processedRows, o.inserted, o.updated, o.errorRows, o.errorFileId, o.message],
  );
}
