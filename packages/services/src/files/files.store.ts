import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { FILE_EXTENSIONS, MSG, type FileExtension } from '@balcao/schema';
import { HttpError, notFound } from '../errors.js';

/**
 * Where the bytes live and how big one file may be. `kind` (FILES_STORE) chooses the store: `dir`,
 * a directory (FILES_DIR), the one built. With several services nodes it is one directory on
 * storage they all mount (NFS, a shared volume), so that any node serves what another stored; an
 * object store would be another kind here, answering the FileStore below.
 */
export type FileStoreOptions = { kind?: FileStoreKind; dir: string; maxBytes: number };

export const FILE_STORE_KINDS = ['dir'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

/** FILES_STORE's value; an unknown one stops the start. */
export function fileStoreKindFromEnv(value: string | undefined): FileStoreKind {
  const kind = value || 'dir';
  if (!(FILE_STORE_KINDS as readonly string[]).includes(kind))
    throw new Error(`FILES_STORE desconhecido: ${kind} (use ${FILE_STORE_KINDS.join(', ')})`);
  return kind as FileStoreKind;
}

/**
 * What the services ask of a store, whatever keeps the bytes: save a checked upload, write a file
 * they made (exports), open one by its stored name, remove one.
 */
export type FileStore = {
  maxBytes: number;
  save(part: UploadPart, allowed: readonly string[]): Promise<StoredFile>;
  open(name: string): Promise<{ stream: Readable; size: number }>;
  remove(name: string): Promise<void>;
  write(source: Readable, ext: string): Promise<{ path: string; size: number }>;
};

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** Extension → the MIME types its content may be sniffed as; `null` = text, nothing binary allowed. */
const KINDS: Record<FileExtension, readonly string[] | null> = {
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
export const ALL_EXTENSIONS: readonly string[] = FILE_EXTENSIONS;

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
export const emptyFile = () =>
  new HttpError(400, 'VALIDATION_FAILED', MSG.fileEmpty, [{ field: 'file', messages: [MSG.fileEmpty] }]);
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

export function createFileStore(opts: FileStoreOptions): FileStore {
  switch (opts.kind ?? 'dir') {
    case 'dir':
      return directoryStore(opts);
  }
}

/** Files in one directory under server-made names, readable by this process's user only. */
function directoryStore({ dir, maxBytes }: FileStoreOptions): FileStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const full = (name: string) => {
    if (!STORED_NAME.test(name)) throw notFound(MSG.fileNotFound);
    return path.join(dir, name);
  };

  /**
   * Streams one upload to disk, then checks it: the extension must be allowed, the file must not be
   * empty, its first bytes must be what the extension says, and its size under the limit. A refused
   * upload leaves nothing on disk. The content is sniffed from the stored file, not from the stream:
   * a stream sniffer waits for bytes an empty or stalled upload never sends.
   */
  async function save(part: UploadPart, allowed: readonly string[]): Promise<StoredFile> {
    const ext = extensionOf(part.filename);
    if (!allowed.includes(ext) || !(ext in KINDS)) {
      await drain(part.file);
      throw notAllowed();
    }
    const { path: name, size } = await write(part.file, ext).catch((e: unknown) => {
      throw part.file.truncated ? tooLarge(maxBytes) : e;
    });
    const target = path.join(dir, name);
    const refuse = async (err: HttpError) => {
      await rm(target, { force: true });
      throw err;
    };
    if (part.file.truncated || size > maxBytes) return refuse(tooLarge(maxBytes));
    if (size === 0) return refuse(emptyFile());
    const expected = KINDS[ext as FileExtension];
    const sniffed = await fileTypeFromFile(target);
    const ok = expected ? expected.includes(sniffed?.mime ?? '') : !sniffed;
    if (!ok) return refuse(notAllowed());
    return {
      path: name,
      originalName: path.basename(part.filename.replace(/\\/g, '/')).slice(0, 255),
      mime: expected ? sniffed!.mime : TEXT_MIME[ext]!,
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
   * Streams bytes to a new file under a server-generated name, readable by this process's user only.
   * Uploads are checked by `save` afterwards; files the services make themselves (background
   * exports) are stored as they are.
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
      await pipeline(source, count, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    } catch (e) {
      await rm(target, { force: true });
      throw e;
    }
    return { path: name, size };
  }

  return { maxBytes, save, open, remove, write };
}
