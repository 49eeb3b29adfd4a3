import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { MSG } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { notifyUser, type NotifyDeps } from '../domains/notifications/notifyUser.js';
import { insertFile } from '../files/files.repo.js';
import type { FileStore } from '../files/files.store.js';
import { exclusively, startPeriodic } from './once.js';
import {
  allRows,
  exportFileName,
  exportStream,
  sendExport,
  type ExportColumn,
  type ExportFormat,
} from './exports.js';
import { whereOf, type ListQuery, type ListSpec } from './list.js';

/** Above this many rows an export runs in the background unless configured otherwise. */
export const DEFAULT_BACKGROUND_ABOVE = 5000;
/** A job still pending this long whose node holds it no more was cut short (that node stopped). */
export const DEFAULT_ORPHAN_AFTER_MS = 60_000;
const SWEEP_MS = 30_000;

export type ExportJobRequest<Row> = {
  userId: number;
  /** The list's key as the gateway names it (users, users-log…). */
  list: string;
  title: string;
  format: ExportFormat;
  columns: ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
};

export type ExportJobs = ReturnType<typeof createExportJobs>;

const jobLock = (id: number) => `exports:job:${id}`;

/**
 * Background exports (building blocks: "Large exports run in the background and the user is
 * notified when the file is ready"): the same export code writes into the files service's store;
 * the file belongs to the requester alone and his notification links to its download.
 */
export function createExportJobs(deps: {
  db: Db;
  store: FileStore;
  notify: NotifyDeps;
  backgroundAbove: number;
  /** How old a pending job must be before the sweep asks whether its node still holds it. */
  orphanAfterMs?: number;
  log: FastifyBaseLogger;
}) {
  const { db, store } = deps;
  const running = new Set<Promise<void>>();

  /** Whether the rows the list query selects are too many to stream while the user waits. */
  async function isLarge(spec: ListSpec, query: ListQuery): Promise<boolean> {
    const { where, params } = whereOf(spec, query);
    // Counting stops one past the threshold: a million rows need not be counted to know.
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${spec.from} ${where} limit ${deps.backgroundAbove + 1}) s`,
      params,
    );
    return rows[0]!.n > deps.backgroundAbove;
  }

  async function run<Row>(jobId: number, req: ExportJobRequest<Row>) {
    try {
      const name = exportFileName(req.title, req.format);
      const { stream, mime } = exportStream(req.format, req.title, req.columns, req.rows);
      const stored = await store.write(stream, req.format);
      const file = await insertFile(db, { ...stored, originalName: name, mime }, req.userId);
      await db.query(
        `update export_jobs set status = 'done', file_id = $2, finished_at = now() where id = $1`,
        [jobId, file.id],
      );
      await notifyUser(deps.notify, {
        userId: req.userId,
        type: 'INFO',
        title: MSG.exportReadyTitle,
        content: MSG.exportReady(name),
        link: `/files/download/${file.path}`,
      });
    } catch (err) {
      deps.log.error({ err, jobId }, 'background export failed');
      await db
        .query(`update export_jobs set status = 'failed', finished_at = now() where id = $1`, [jobId])
        .catch(() => undefined);
      await notifyUser(deps.notify, {
        userId: req.userId,
        type: 'ALERT',
        title: MSG.fileGenerationFailed,
        content: MSG.fileGenerationFailed,
      }).catch((e: unknown) => deps.log.error({ err: e, jobId }, 'export failure notice failed'));
    }
  }

  /**
   * Records the job and starts it; answers at once with the job's id. The node that accepted it
   * builds it, holding the job's lock (lib/once.ts) until it is done or failed.
   */
  async function start<Row>(req: ExportJobRequest<Row>): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      'insert into export_jobs (user_id, list, format) values ($1, $2, $3) returning id',
      [req.userId, req.list, req.format],
    );
    const id = Number(rows[0]!.id);
    // The job's lock is taken before its id is answered: a sweep on another node never meets a
    // job whose builder has not begun yet. A lock that could not be taken leaves the job pending,
    // and the sweep fails it and tells the user.
    const release = await db.tryLock(jobLock(id)).catch((err: unknown) => {
      deps.log.error({ err, jobId: id }, 'background export not started');
      return undefined;
    });
    if (!release) {
      deps.log.warn({ jobId: id }, 'background export held elsewhere');
      return id;
    }
    const job = run(id, req)
      .finally(release)
      .catch((err: unknown) => deps.log.error({ err, jobId: id }, 'background export lock not released'))
      .finally(() => running.delete(job));
    running.add(job);
    return id;
  }

  /**
   * A job whose node stopped mid-build (a crash, a kill) would stay pending forever: the sweep,
   * on one node at a time, takes the lock of each old pending job, which only a stopped builder
   * leaves free, and fails it once, telling its user.
   */
  async function failOrphans() {
    const { rows } = await db.query<{ id: number }>(
      `select id from export_jobs where status = 'pending' and created_at <= now() - make_interval(secs => $1)
        order by id`,
      [(deps.orphanAfterMs ?? DEFAULT_ORPHAN_AFTER_MS) / 1000],
    );
    for (const { id } of rows)
      await exclusively(
        db,
        jobLock(Number(id)),
        async () => {
          const failed = await db.query<{ user_id: number }>(
            `update export_jobs set status = 'failed', finished_at = now()
              where id = $1 and status = 'pending' returning user_id`,
            [id],
          );
          const userId = failed.rows[0]?.user_id;
          if (userId === undefined) return;
          deps.log.warn({ jobId: id }, 'background export cut short: its node stopped');
          await notifyUser(deps.notify, {
            userId: Number(userId),
            type: 'ALERT',
            title: MSG.fileGenerationFailed,
            content: MSG.fileGenerationFailed,
          });
        },
        { wait: false },
      );
  }
  const sweep = startPeriodic(db, 'exports:orphans', SWEEP_MS, failOrphans, deps.log);

  /** Resolves when every job started so far has ended (tests; a graceful close). */
  const idle = async () => {
    while (running.size) await Promise.all([...running]);
  };

  /** No more sweeps; resolves when the jobs of this node have ended (a graceful close). */
  const close = async () => {
    await sweep.stop();
    await idle();
  };

  return { isLarge, start, idle, close, sweep: sweep.runNow };
}

/** Builds an export in the background whatever its size (202 with the job); it arrives as a notification. */
export async function sendBackgroundExport<Row>(reply: FastifyReply, job: ExportJobRequest<Row>) {
  const jobId = await reply.server.exportJobs.start(job);
  return reply.status(202).send({ jobId, message: MSG.exportQueued });
}

/**
 * Answers a list's export, the one way every list exports: streamed while the user waits, or, when
 * the list selects more than EXPORT_BACKGROUND_ABOVE rows, built in the background (202 with the
 * job; the file reaches the user as a notification).
 */
export async function sendListExport<Row>(
  reply: FastifyReply,
  e: Omit<ExportJobRequest<Row>, 'rows'> & { db: Db; spec: ListSpec; query: ListQuery },
) {
  const jobs = reply.server.exportJobs;
  const rows = allRows<Row>(e.db, e.spec, e.query);
  if (await jobs.isLarge(e.spec, e.query)) {
    const { db: _db, spec: _spec, query: _query, ...job } = e;
    return sendBackgroundExport(reply, { ...job, rows });
  }
  return sendExport(reply, e.format, e.title, e.columns, rows);
}
