import { IMPORTS } from '@balcao/schema';
import type { ImportJob, ImportKind, ListInput } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page } from './list.js';

const enc = encodeURIComponent;

/** The services path of an import kind (the schema's IMPORTS). */
export const importPath = (kind: string) => {
  const def = IMPORTS.find((d) => d.kind === kind);
  return def ? `/services/imports/${def.rest}` : null;
};
const pathOf = (kind: ImportKind) => importPath(kind)!;

/** The import kit's jobs (services imports/); uploads and error reports go through the file routes. */
export const importsClient = (http: Http, token: string | null) => ({
  jobs: (kind: ImportKind, target: string | null | undefined, input: ListInput | null | undefined) => {
    const path = listPath(`${pathOf(kind)}/jobs`, input);
    return http.request<Page<ImportJob>>('GET', target ? `${path}&target=${enc(target)}` : path, token);
  },
  job: (kind: ImportKind, id: string) =>
    http.request<ImportJob>('GET', `${pathOf(kind)}/jobs/${enc(id)}`, token),
  cancel: async (kind: ImportKind, id: string) => {
    await http.request('POST', `${pathOf(kind)}/jobs/${enc(id)}/cancel`, token);
    return true;
  },
});
