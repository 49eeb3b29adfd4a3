import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MSG, importFailedText, type ImportMode, type ImportStatus } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { insertFile } from '../files/files.repo.js';
import type { FileStore } from '../files/files.store.js';
import { exportStream, type ExportColumn } from '../lib/exports.js';
import type { Realtime } from '../realtime/realtime.js';
import { finishJob, type JobOutcome } from './imports.jobs.js';
import { addError, checkColumns, type ImportWriter, type RowErrors } from './imports.kit.js';
import type { ImportRow, ReadFile } from './imports.read.js';

/** Rows checked against the database per query. */
const CHECK_CHUNK = 500;

export type ImportPhase = 'VALIDANDO' | 'GRAVANDO' | 'FIM';

/** What the real-time channel tells the importer ('importProgress', his room only). */
export type ImportProgress = {
  jobId: number;
  kind: string;
  status: ImportStatus;
  phase: ImportPhase;
  processed: number;
  total: number;
  percent: number;
  errorRows: number;
  /** Why it failed, at its end. */
  message?: string | null;
  /** When it was sent (ISO 8601): right after the rows it counts were checked or written. */
  sentAt?: string;
};

export type ImportRequest = {
  jobId: number;
  userId: number;
  mode: ImportMode;
  dryRun: boolean;
  ctx: unknown;
  /** The kind's real-time event (its definition's `progressEvent`, else 'importProgress'). */
  event?: string;
  file: ReadFile;
  fileName: string;
};

const CANCEL = Symbol('cancel');
const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Runs imports in the background, one task per file: every row checked (columns, repeated keys,
 * the kind's own checks), then, unless a dry run, written all or nothing for the file (one
 * transaction) or per batch (each batch its own transaction; a batch holding a bad row is skipped
 * whole). Progress goes to the importer's room after each chunk; a cancel is read between chunks;
 * refused rows go to an XLSX error report owned by the importer.
 */
export function createImportRunner(deps: {
  db: Db;
  store: FileStore;
  realtime: Realtime;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;
  const running = new Map<number, { userId: number; cancel: boolean; progress: ImportProgress }>();
  const tasks = new Set<Promise<void>>();

  function start(w: ImportWriter, request: ImportRequest) {
    const r = { ...request, event: w.def.progressEvent ?? 'importProgress' };
    const total = r.file.rows.length;
    const progress: ImportProgress = {
      jobId: r.jobId,
      kind: w.def.kind,
      status: 'RUNNING',
      phase: 'VALIDANDO',
      processed: 0,
      total,
      percent: 0,
      errorRows: 0,
    };
    running.set(r.jobId, { userId: r.userId, cancel: false, progress });
    const task = run(w, r)
      .catch(async (err: unknown) => {
        deps.log.error({ err, jobId: r.jobId }, 'import failed');
        const failed = { processedRows: 0, inserted: 0, updated: 0, errorRows: 0, errorFileId: null };
        await finishJob(db, r.jobId, { ...failed, status: 'FAILED', message: importFailedText(w.def) }).catch(
          () => {},
        );
        tell(r, { ...progress, status: 'FAILED', phase: 'FIM', message: importFailedText(w.def) });
      })
      .finally(() => {
        running.delete(r.jobId);
        tasks.delete(task);
      });
    tasks.add(task);
  }

  const tell = (r: ImportRequest, p: ImportProgress) =>
    deps.realtime.emitToUser(r.userId, r.event ?? 'importProgress', {
      ...p,
      sentAt: new Date().toISOString(),
    });

  async function stopAsked(jobId: number) {
    if (running.get(jobId)?.cancel) return true;
    const { rows } = await db.query<{ c: boolean }>(
      'select cancel_requested as c from import_jobs where id = $1',
      [jobId],
    );
    return Boolean(rows[0]?.c);
  }

  async function run(w: ImportWriter, r: ImportRequest) {
    const state = running.get(r.jobId)!;
    const rows = r.file.rows;
    const total = rows.length;
    const steps = r.dryRun ? total : 2 * total;
    const report = (phase: ImportPhase, done: number, errors: RowErrors) => {
      state.progress = {
        ...state.progress,
        phase,
        processed: done,
        percent: Math.floor(((phase === 'GRAVANDO' ? total + done : done) / steps) * 100),
        errorRows: errors.size,
      };
      tell(r, state.progress);
    };
    const end = async (o: Omit<JobOutcome, 'errorFileId'>, errors: RowErrors) => {
      const errorFileId = errors.size && o.status !== 'CANCELLED' ? await errorReport(r, rows, errors) : null;
      await finishJob(db, r.jobId, { ...o, errorFileId });
      tell(r, { ...state.progress, status: o.status, phase: 'FIM', percent: 100, errorRows: o.errorRows });
    };
    const cancelled = (errors: RowErrors, processed = 0) =>
      end(
        {
          status: 'CANCELLED',
          processedRows: processed,
          inserted: 0,
          updated: 0,
          errorRows: 0,
          message: IMPORT_MSG.cancelled,
        },
        errors,
      );

    const errors = checkColumns(w.def, rows);
    let checked = 0;
    for (const chunk of chunks(rows, CHECK_CHUNK)) {
      if (await stopAsked(r.jobId)) return cancelled(errors);
      const good = chunk.filter((row) => !errors.has(row.line));
      const found = good.length ? await w.check(db, good, r.ctx) : new Map<number, string[]>();
      for (const [line, reasons] of found) for (const reason of reasons) addError(errors, line, reason);
      checked += chunk.length;
      report('VALIDANDO', checked, errors);
    }
    const bad = errors.size;
    const counts = { inserted: 0, updated: 0 };
    if (r.dryRun || (r.mode === 'FILE' && bad)) {
      const status = r.dryRun && !bad ? 'VALIDATED' : 'INVALID';
      return end({ status, processedRows: total, ...counts, errorRows: bad, message: null }, errors);
    }
    let written = 0;
    if (r.mode === 'FILE') {
      try {
        await db.transaction(async (tx) => {
          for (const batch of chunks(rows, w.def.batchSize)) {
            if (state.cancel) throw CANCEL;
            const n = await w.write(tx, batch, r.ctx, r.userId);
            counts.inserted += n.inserted;
            counts.updated += n.updated;
            written += batch.length;
            report('GRAVANDO', written, errors);
          }
        });
      } catch (e) {
        if (e === CANCEL) return cancelled(errors, total);
        throw e;
      }
      return end({ status: 'DONE', processedRows: total, ...counts, errorRows: 0, message: null }, errors);
    }
    for (const batch of chunks(rows, w.def.batchSize)) {
      if (await stopAsked(r.jobId)) {
        const message = IMPORT_MSG.cancelled;
        return end({ status: 'CANCELLED', processedRows: written, ...counts, errorRows: 0, message }, errors);
      }
      if (batch.some((row) => errors.has(row.line))) {
        for (const row of batch)
          if (!errors.has(row.line)) addError(errors, row.line, IMPORT_MSG.batchSkipped);
      } else {
        const n = await db.transaction((tx) => w.write(tx, batch, r.ctx, r.userId));
        counts.inserted += n.inserted;
        counts.updated += n.updated;
      }
      written += batch.length;
      report('GRAVANDO', written, errors);
    }
    const status = !errors.size ? 'DONE' : counts.inserted + counts.updated ? 'PARTIAL' : 'INVALID';
    return end({ status, processedRows: total, ...counts, errorRows: errors.size, message: null }, errors);
  }

  /** The refused rows as sent, with the line and the reasons, stored as the importer's file. */
  async function errorReport(r: ImportRequest, rows: ImportRow[], errors: RowErrors) {
    const columns: ExportColumn<ImportRow>[] = [
      { title: IMPORT_MSG.errorLine, type: 'number', value: (row) => row.line },
      ...r.file.headers.map((title, i): ExportColumn<ImportRow> => ({
        title,
        type: 'text',
        value: (row) => row.cells[i],
      })),
      { title: IMPORT_MSG.errorReason, type: 'text', value: (row) => errors.get(row.line)!.join(' ') },
    ];
    async function* refused() {
      for (const row of rows) if (errors.has(row.line)) yield row;
    }
    const { stream, mime } = exportStream('xlsx', IMPORT_MSG.errorReportTitle, columns, refused());
    const stored = await deps.store.write(stream, 'xlsx');
    const name = `${IMPORT_MSG.errorReportTitle} - ${r.fileName.replace(/\.xlsx$/i, '')}.xlsx`;
    const file = await insertFile(db, { ...stored, originalName: name, mime }, r.userId);
    return file.id;
  }

  /**
   * Asks a running import to stop. Answered from memory when it runs here (an embedded database is
   * busy with its transaction); otherwise the flag is written for the instance running it.
   */
  async function cancel(jobId: number): Promise<void> {
    const local = running.get(jobId);
    if (local) {
      local.cancel = true;
      return;
    }
    await db.query(`update import_jobs set cancel_requested = true where id = $1 and status = 'RUNNING'`, [
      jobId,
    ]);
  }

  return {
    start,
    cancel,
    /** The running job's progress on this instance, if it runs here. */
    progressOf: (jobId: number) => running.get(jobId)?.progress ?? null,
    ownerOf: (jobId: number) => running.get(jobId)?.userId ?? null,
    idle: async () => {
      while (tasks.size) await Promise.all([...tasks]);
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
