import { inSpan, SpanKind, type SpanDescription } from '@balcao/schema/tracing';
import type { Db } from './db.js';

const TRACER = 'balcao-services';
const LEADING_COMMENTS = /^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*/;
const TABLE = /\b(?:from|into|update|join)\s+("?[a-z_][\w.]*"?)/i;

/**
 * A statement's span: its operation and the first table it names ('SELECT customers'), never its
 * text or its parameters, which may hold a password's hash, a token or a customer's data.
 */
export function statementSpan(sql: string): SpanDescription {
  const body = sql.replace(LEADING_COMMENTS, '');
  const operation = (/^[a-z]+/i.exec(body)?.[0] ?? 'SQL').toUpperCase();
  const table = TABLE.exec(body)?.[1]?.replaceAll('"', '');
  return {
    name: table ? `${operation} ${table}` : operation,
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      ...(table ? { 'db.collection.name': table } : {}),
    },
    // The SQLSTATE (pg and PGlite both give it), not the message, which may quote a value.
    errorType: (e) => (e as { code?: unknown }).code?.toString(),
  };
}

const transactionSpan = (): SpanDescription => ({
  name: 'transaction',
  kind: SpanKind.CLIENT,
  attributes: { 'db.system.name': 'postgresql' },
});

/** The same database with a span for each statement and each transaction (their statements inside). */
export function tracedDb(db: Db): Db {
  return {
    ...db,
    query: <T>(sql: string, params?: unknown[]) =>
      inSpan(
        TRACER,
        () => statementSpan(sql),
        () => db.query<T>(sql, params),
      ),
    transaction: (fn) => inSpan(TRACER, transactionSpan, () => db.transaction((tx) => fn(tracedDb(tx)))),
  };
}
