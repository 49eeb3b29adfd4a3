import { describe, expect, it } from 'vitest';
import { statementSpan } from './db.traced.js';

describe("a statement's span", () => {
  it('is named by its operation and first table, past comments, never by its text', () => {
    expect(statementSpan('select * from users where user_name = $1').name).toBe('SELECT users');
    expect(statementSpan('  -- why\n/* how */ INSERT INTO "audit_log" (a) values ($1)').name).toBe(
      'INSERT audit_log',
    );
    expect(statementSpan('update customers set name = $2 where id = $1').name).toBe('UPDATE customers');
    expect(statementSpan('begin').name).toBe('BEGIN');
    const { attributes } = statementSpan("select 1 from users where password = 'segredo'");
    expect(JSON.stringify(attributes)).not.toContain('segredo');
    expect(attributes).toEqual({
      'db.system.name': 'postgresql',
      'db.operation.name': 'SELECT',
      'db.collection.name': 'users',
    });
  });

  it('tells a failure by its SQLSTATE only', () => {
    const { errorType } = statementSpan('insert into users (id) values ($1)');
    expect(errorType?.({ code: '23505', message: 'Key (id)=(42) already exists' })).toBe('23505');
  });
});
