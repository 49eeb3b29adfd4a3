import type { ReportEmbedDTO } from '@balcao/schema';
import type { Http } from './http.js';

export const reportsClient = (http: Http, token: string | null) => ({
  token: (report: string) =>
    http.request<ReportEmbedDTO>('GET', `/services/reports/${encodeURIComponent(report)}/token`, token),
});
