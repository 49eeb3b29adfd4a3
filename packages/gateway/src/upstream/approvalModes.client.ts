import type {
  ApprovalMode,
  ApprovalModeInput,
  ApprovalModePage,
  ListInput,
  WorkflowJurisdiction,
  WorkflowJurisdictionInput,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath } from './list.js';

const id = (v: string) => encodeURIComponent(v);
const body = (input: ApprovalModeInput) => ({ ...input, approvers: (input.approvers ?? []).map(Number) });

const jurisdiction = (input: WorkflowJurisdictionInput) => ({
  ...input,
  workflowTypeId: Number(input.workflowTypeId),
  approvalModeId: Number(input.approvalModeId),
  active: input.active ?? true,
});

/** Approval modes' and alçadas' REST calls (services domains/workflows/approvalModes and jurisdictions). */
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
  jurisdictions: (typeId: string | null | undefined) =>
    http.request<WorkflowJurisdiction[]>(
      'GET',
      `/services/workflows/jurisdictions${typeId ? `?workflowTypeId=${id(typeId)}` : ''}`,
      token,
    ),
  saveJurisdiction: (jurisdictionId: string | null | undefined, input: WorkflowJurisdictionInput) =>
    jurisdictionId
      ? http.request<WorkflowJurisdiction>(
          'PUT',
          `/services/workflows/jurisdictions/${id(jurisdictionId)}`,
          token,
          jurisdiction(input),
        )
      : http.request<WorkflowJurisdiction>(
          'POST',
          '/services/workflows/jurisdictions',
          token,
          jurisdiction(input),
        ),
  deleteJurisdiction: async (jurisdictionId: string) => {
    await http.request('DELETE', `/services/workflows/jurisdictions/${id(jurisdictionId)}`, token);
    return true;
  },
});
