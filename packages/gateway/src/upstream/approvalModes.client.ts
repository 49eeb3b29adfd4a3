import type {
  ApprovalMode,
  ApprovalModeInput,
  ApprovalModePage,
  ListInput,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath } from './list.js';

const id = (v: string) => encodeURIComponent(v);
const body = (input: ApprovalModeInput) => ({ ...input, approvers: (input.approvers ?? []).map(Number) });

/** Approval modes' REST calls (services domains/workflows/approvalModes). */
export const approvalModesClient = (http: Http, token: string | null) => ({
  list: (input: ListInput | null | undefined) =>
    http.request<ApprovalModePage>('GET', listPath('/services/approval-modes', input), token),
  get: (modeId: string) => http.request<ApprovalMode>('GET', `/services/approval-modes/${id(modeId)}`, token),
  create: (input: ApprovalModeInput) =>
    http.request<ApprovalMode>('POST', '/services/approval-modes', token, body(input)),
  update: (modeId: string, input: ApprovalModeInput) =>
    http.request<ApprovalMode>('PUT', `/services/approval-modes/${id(modeId)}`, token, body(input)),
  inactivate: (modeId: string) =>
    http.request<ApprovalMode>('PUT', `/services/approval-modes/${id(modeId)}/inactivate`, token),
});
