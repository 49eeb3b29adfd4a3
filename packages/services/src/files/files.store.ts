import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeStream } from 'file-type';
import { MSG } from '@balcao/schema';
import { HttpError, notFound } from '../errors.js';

/** Where the bytes live and how big one file may be. */
export type FileStoreOptions = { dir: string; maxBytes: number };

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** Extension → the MIME types its content may be sniffed as; `null` = text, nothing binary allowed. */
const KINDS: Record<string, readonly string[] | null> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  csv: null,
  txt: null,
};
const TEXT_MIME: Record<string, string> = { csv: 'text/csv', txt: 'text/plain' };

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const ALL_EXTENSIONS = Object.keys(KINDS);

/** A server-generated name: a UUID and the allowed extension; nothing of the sender's name. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export const extensionOf = (name: string) => {
  const m = /\.([A-Za-z0-9]+)$/.exec(name);
  return m ? m[1]!.toLowerCase() : '';
};

export const notAllowed = () =>
  new HttpError(400, 'VALIDATION_FAILED', MSG.extensionNotAllowed, [
    { field: 'file', messages: [MSG.extensionNotAllowed] },
  ]);
export const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'FILE_TOO_LARGE', MSG.fileTooLarge(formatSize(maxBytes)));

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

export type StoredFile = { path: string; originalName: string; mime: string; size: number };

/** An upload part as @fastify/multipart hands it: the stream is cut (truncated) at the size limit. */
export type UploadPart = { filename: string; file: Readable & { truncated?: boolean } };

/** Reads the rest of a refused upload, so the client gets the answer rather than a reset connection. */
const drain = (s: Readable) => pipeline(s, new Writable({ write: (_c, _e, cb) => cb() })).catch(() => {});

export function createFileStore({ dir, maxBytes }: FileStoreOptions) {
  mkdirSync(dir, { recursive: true });
  const full = (name: string) => {
    if (!STORED_NAME.test(name)) throw notFound(MSG.fileNotFound);
    return path.join(dir, name);
  };

  /**
   * Streams one upload to disk: the extension must be allowed, the first bytes must be what the
   * extension says, and the size stays under the limit (the partial file is removed otherwise).
   */
  async function save(part: UploadPart, allowed: readonly string[]): Promise<StoredFile> {
    const ext = extensionOf(part.filename);
    if (!allowed.includes(ext) || !(ext in KINDS)) {
      await drain(part.file);
      throw notAllowed();
    }
    const sniffed = await fileTypeStream(part.file, { sampleSize: 4100 });
    const expected = KINDS[ext];
    const ok = expected ? expected.includes(sniffed.fileType?.mime ?? '') : !sniffed.fileType;
    if (!ok) {
      await drain(sniffed);
      throw notAllowed();
    }
    const name = `${randomUUID()}.${ext}`;
    const target = path.join(dir, name);
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _e, cb) {
        size += chunk.length;
        cb(null, chunk);
      },
    });
    try {
      await pipeline(sniffed, count, createWriteStream(target, { flags: 'wx' }));
    } catch (e) {
      await rm(target, { force: true });
      if (part.file.truncated) throw tooLarge(maxBytes);
      throw e;
    }
    if (part.file.truncated || size > maxBytes) {
      await rm(target, { force: true });
      throw tooLarge(maxBytes);
    }
    return {
      path: name,
      originalName: path.basename(part.filename.replace(/\\/g, '/')).slice(0, 255),
      mime: expected ? sniffed.fileType!.mime : TEXT_MIME[ext]!,
      size,
    };
  }

  async function open(name: string): Promise<{ stream: Readable; size: number }> {
    const file = full(name);
    const info = await stat(file).catch(() => null);
    if (!info) throw notFound(MSG.fileNotFound);
    return { stream: createReadStream(file), size: info.size };
  }

  const remove = (name: string) => rm(full(name), { force: true });

  /**
   * Stores a file the services made themselves (a background export): no sniffing and no size
   * limit, as the content is ours; a server-generated name as for uploads.
   */
  async function write(source: Readable, ext: string): Promise<{ path: string; size: number }> {
    const name = `${randomUUID()}.${ext}`;
    const target = path.join(dir, name);
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _e, cb) {
        size += chunk.length;
        cb(null, chunk);
      },
    });
    try {
      await pipeline(source, count, createWriteStream(target, { flags: 'wx' }));
    } catch (e) {
      await rm(target, { force: true });
      throw e;
    }
    return { path: name, size };
  }

  return { dir, maxBytes, save, open, remove, write };
}

export type FileStore = ReturnType<typeof createFileStore>;
