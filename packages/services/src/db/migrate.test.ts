import { describe, expect, it } from 'vitest';
import { statementsOf } from './migrate.js';

describe('statementsOf', () => {
  it("splits at a line's closing semicolon, never inside a function's dollar-quoted body", () => {
    const sql = `create table a (id int);
create function f() returns void language plpgsql as $$
begin
  perform 1;
end $$;
create function g(text) returns text language sql as $fn$ select $1 $fn$;
-- a comment; then the last one
select 1;`;
    expect(statementsOf(sql)).toEqual([
      'create table a (id int)',
      'create function f() returns void language plpgsql as $$\nbegin\n  perform 1;\nend $$',
      'create function g(text) returns text language sql as $fn$ select $1 $fn$',
      '-- a comment; then the last one\nselect 1',
    ]);
  });
});
