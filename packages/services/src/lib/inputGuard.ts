import fp from 'fastify-plugin';
import { MSG } from '@balcao/schema';
import { HttpError } from '../errors.js';

/** Whether a NUL character is anywhere in a request's values (PostgreSQL text cannot hold one). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1),
  );
}

/** A text the database could not store is refused with a field's error, before any route runs. */
export const inputGuard = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['query', req.query],
      ['params', req.params],
      ['body', req.body],
    ] as const) {
      if (hasNul(value))
        throw new HttpError(400, 'VALIDATION_FAILED', MSG.invalidCharacter, [
          { field: part, messages: [MSG.invalidCharacter] },
        ]);
    }
  });
});
