import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Directory holding the domain SDL files; the same from src/ and from dist/. */
export const sdlDir = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Every domain's SDL, common.graphql first so that the extensions have their base types, then the
 * record kit's areas (generated/, written from their definitions by `pnpm run gen:resources`).
 */
export function loadTypeDefs(): string[] {
  const files = readdirSync(sdlDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)));
  const generated = readdirSync(sdlDir + 'generated')
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => `generated/${f}`);
  return [...files, ...generated].map((f) => readFileSync(sdlDir + f, 'utf8'));
}
