import type { SearchGroup } from '../__generated__/resolvers.js';
import type { Http } from './http.js';

/** The command palette's search (services domains/search). */
export const searchClient = (http: Http, token: string | null) => ({
  records: async (q: string) =>
    (
      await http.request<{ groups: SearchGroup[] }>(
        'GET',
        `/services/search?q=${encodeURIComponent(q)}`,
        token,
      )
    ).groups,
});
