import { can, MSG, type FileDTO } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { forbidden, notFound } from '../errors.js';
import { recordChange } from '../lib/audit.js';
import type { StoredFile } from './files.store.js';

export const FILES_MODULE = 'ARQUIVOS';
const ENTITY = 'file';

const COLUMNS = `id, path, original_name as "originalName", description, mime, size::int as size,
  owner_id as "ownerId", to_json(created_at) #>> '{}' as "createdAt",
  to_json(updated_at) #>> '{}' as "updatedAt"`;

export type { Caller } from '../auth/caller.js';
import type { Caller } from '../auth/caller.js';

/**
 * Record access: a file is the owner's; holding ARQUIVOS × ACESSO_A_INFORMACAO_CONFIDENCIAL (or a
 * global profile) reaches every file. A user's photo is readable by any signed-in user, as
 * colleagues' photos appear beside their names. A background export is its requester's alone.
 */
export async function assertFileAccess(db: Db, caller: Caller, file: FileDTO, mode: 'read' | 'write') {
  // A background export holds what its requester's list showed him: nobody else reads it.
  const exportOwner = await exportOwnerOf(db, file.id);
  if (exportOwner !== null) {
    if (exportOwner === caller.auth.userId) return;
    throw forbidden();
  }
  if (file.ownerId === caller.auth.userId) return;
  if (can(caller.accessSet, FILES_MODULE, 'ACESSO_A_INFORMACAO_CONFIDENCIAL')) return;
  if (mode === 'read') {
    const { rows } = await db.query('select 1 from users where file_id = $1 limit 1', [file.id]);
    if (rows.length) return;
  }
  throw forbidden();
}

/** Whether a stored file is a background export's, and whose: such a file is its requester's alone. */
export async function exportOwnerOf(db: Db, fileId: number): Promise<number | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'select user_id from export_jobs where file_id = $1 limit 1',
    [fileId],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}

export async function insertFile(db: Db, f: StoredFile, ownerId: number | null): Promise<FileDTO> {
  const { rows } = await db.query<FileDTO>(
    `insert into files (owner_id, original_name, mime, size, path) values ($1, $2, $3, $4, $5)
     returning ${COLUMNS}`,
    [ownerId, f.originalName, f.mime, f.size, f.path],
  );
  const file = rows[0]!;
  await recordChange(db, {
    entity: ENTITY,
    entityId: file.id,
    action: 'create',
    userId: ownerId,
    after: file,
  });
  return file;
}

export async function findFile(db: Db, id: number): Promise<FileDTO> {
  const { rows } = await db.query<FileDTO>(`select ${COLUMNS} from files where id = $1`, [id]);
  if (!rows[0]) throw notFound(MSG.fileNotFound);
  return rows[0];
}

export async function findFileByPath(db: Db, path: string): Promise<FileDTO> {
  const { rows } = await db.query<FileDTO>(`select ${COLUMNS} from files where path = $1`, [path]);
  if (!rows[0]) throw notFound(MSG.fileNotFound);
  return rows[0];
}

export async function updateMetadata(
  db: Db,
  before: FileDTO,
  patch: { originalName?: string; description?: string | null },
  actor: number,
): Promise<FileDTO> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<FileDTO>(
      `update files set original_name = coalesce($2, original_name),
         description = case when $3::boolean then $4 else description end, updated_at = now()
       where id = $1 returning ${COLUMNS}`,
      [before.id, patch.originalName ?? null, patch.description !== undefined, patch.description ?? null],
    );
    const after = rows[0]!;
    await recordChange(tx, {
      entity: ENTITY,
      entityId: after.id,
      action: 'update',
      userId: actor,
      before,
      after,
    });
    return after;
  });
}

/** Deletes the row (and the references to it); the caller removes the bytes afterwards. */
export async function deleteFileRow(db: Db, file: FileDTO, actor: number | null) {
  await db.transaction(async (tx) => {
    await tx.query('update users set file_id = null, file_path = null where file_id = $1', [file.id]);
    await tx.query('delete from files where id = $1', [file.id]);
    await recordChange(tx, {
      entity: ENTITY,
      entityId: file.id,
      action: 'delete',
      userId: actor,
      before: file,
    });
  });
}
