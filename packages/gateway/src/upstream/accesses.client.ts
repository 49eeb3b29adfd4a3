import type { PermissionInspectionDTO } from '@balcao/schema';
import type { Http } from './http.js';

export const accessesClient = (http: Http, token: string | null) => ({
  inspect: (userId: string, target: { route?: string | null; module?: string | null }) => {
    const q = new URLSearchParams();
    if (target.route) q.set('route', target.route);
    if (target.module) q.set('module', target.module);
    return http.request<PermissionInspectionDTO>(
      'GET',
      `/services/accesses/inspect/${encodeURIComponent(userId)}?${q.toString()}`,
      token,
    );
  },
});
