import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG, type FileDTO } from '@balcao/schema';
import { HttpError } from '../errors.js';
import { contentDisposition } from '../lib/exports.js';
import type { FileStore, StoredFile, UploadPart } from './files.store.js';

/** Streams a stored file to the client; images inline, anything else as an attachment. */
export async function sendFile(
  store: FileStore,
  file: Pick<FileDTO, 'path' | 'mime' | 'originalName'>,
  reply: FastifyReply,
) {
  const { stream, size } = await store.open(file.path);
  const disposition = contentDisposition(file.originalName);
  return reply
    .header('content-type', file.mime)
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .header(
      'content-disposition',
      file.mime.startsWith('image/') ? disposition.replace(/^attachment/, 'inline') : disposition,
    )
    .send(stream);
}

const noFile = () =>
  new HttpError(400, 'VALIDATION_FAILED', MSG.noFileSent, [{ field: 'file', messages: [MSG.noFileSent] }]);

/** The one file of a multipart body under `field`, streamed to the store. */
export async function receiveOne(
  req: FastifyRequest,
  store: FileStore,
  allowed: readonly string[],
  field = 'file',
): Promise<StoredFile> {
  if (!req.isMultipart()) throw noFile();
  const part = await req.file({ limits: { fileSize: store.maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) throw noFile();
  return store.save(part as UploadPart, allowed);
}

/**
 * Every file of a multipart body under `field`, one after another; when one is refused the ones
 * already stored are removed, so a refused batch leaves nothing behind.
 */
export async function receiveMany(
  req: FastifyRequest,
  store: FileStore,
  allowed: readonly string[],
  field = 'files',
): Promise<StoredFile[]> {
  if (!req.isMultipart()) throw noFile();
  const saved: StoredFile[] = [];
  try {
    for await (const part of req.files({ limits: { fileSize: store.maxBytes, files: 20 } })) {
      if (part.fieldname !== field) throw noFile();
      saved.push(await store.save(part as UploadPart, allowed));
    }
  } catch (e) {
    await Promise.all(saved.map((f) => store.remove(f.path)));
    throw e;
  }
  if (!saved.length) throw noFile();
  return saved;
}
