import { describe, expect, it } from 'vitest';
import type { ValidationRule } from 'graphql';
import manifest from '../__generated__/persisted-documents.json' with { type: 'json' };
import { armorProtection, MAX_TOKENS } from './apollo.js';
import { PersistedDocuments } from './persisted.js';
import { buildSchema } from './schema.js';

const schema = buildSchema();
const limits = {
  validationRules: armorProtection().validationRules as ValidationRule[],
  maxTokens: MAX_TOKENS,
};
const named = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

describe('the web app’s persisted operations, compiled at start', () => {
  it('compiles every operation of the manifest within the limits', () => {
    const persisted = new PersistedDocuments(schema, limits);
    const hashes = Object.keys(manifest);
    expect(persisted.size).toBe(hashes.length);
    const refused = hashes.filter((hash) => !persisted.find(named(hash))?.compiled);
    expect(refused).toEqual([]);
  });

  it('leaves to Apollo what fails its checks, and out what asks for the schema', () => {
    const deep = `{ ${'me { file { '.repeat(5)}id${' } }'.repeat(5)} }`;
    const persisted = new PersistedDocuments(schema, limits, {
      a: 'query Nope { nope }',
      b: deep,
      c: '{ __schema { types { name } } }',
      d: '{ me { id',
    });
    expect(persisted.find(named('a'))).toEqual({ source: 'query Nope { nope }', operationName: 'Nope' });
    expect(persisted.find(named('b'))?.compiled).toBeUndefined();
    expect(persisted.find(named('c'))).toBeUndefined();
    expect(persisted.find(named('d'))).toEqual({ source: '{ me { id', operationName: null });
    expect(persisted.find({ persistedQuery: { version: 2, sha256Hash: 'a' } })).toBeUndefined();
  });

  it('keeps in Apollo’s APQ store the manifest’s texts and what others register', async () => {
    const cache = new PersistedDocuments(schema, limits, { a: '{ health }' }).apqCache();
    expect(await cache.get('apq:a')).toBe('{ health }');
    expect(await cache.get('apq:b')).toBeUndefined();
    await cache.set('apq:b', '{ me { id } }');
    expect(await cache.get('apq:b')).toBe('{ me { id } }');
  });
});
