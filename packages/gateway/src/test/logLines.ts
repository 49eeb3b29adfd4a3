import { Writable } from 'node:stream';

/**
 * JSON log lines written by one process, as an operator's log store receives them: `logger` is
 * Fastify's logger option at `level`, `lines` what it wrote.
 */
export function logLines(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
