/**
 * FAN (spec/02 §2 Financial '/fan', §3 FAN, §7 FAN, §8 FAN): a customer's FAN agreement over a
 * period, its FAN and VPC percentages, backed by documents, approved through the workflow engine
 * from the moment it is saved. Negotiations of the customer read both
 * percentages (percentFan, percVpcFan) from his approved FAN in force.
 */
import { optionsOf } from '../pricing/model.js';
import { recordNumberOf } from '../validators/format.js';

export const FAN_PATH = '/fan';
/** The workflow a FAN goes through from its save (module FAN). */
export const FAN_WORKFLOW = 'APROVACAO_FAN';

/**
 * Where a FAN stands: its approval started with its save; cancelled by its requester while it is
 * open, or when its workflow is deactivated.
 */
export const FAN_STATUSES = {
  IN_APPROVAL: 'Em aprovação',
  RETURNED: 'Devolvido para correção',
  APPROVED: 'Aprovado',
  CANCELLED: 'Cancelado',
} as const;
export type FanStatus = keyof typeof FAN_STATUSES;

export const FAN_OPTIONS = { statuses: optionsOf(FAN_STATUSES) };

/** A FAN as people read it: FAN-000001. Its id is the workflowFanId of the spec's calls. */
export const fanNumberOf = recordNumberOf('FAN');

/** Texts of the FAN: the spec's word for word (§8 FAN), the product's own where it names none. */
export const FAN_MSG = {
  // spec/02 §8 FAN
  createFailed: 'Falha ao cadastrar FAN.',
  startFailed: 'Falha ao iniciar fluxo de tarefa do FAN.',
  editFailed: 'Falha ao editar FAN.',
  // The product's own
  notFound: 'FAN não encontrado',
  notEditable: 'Somente um FAN em aprovação ou devolvido para correção pode ser alterado',
  notConcludable: 'Somente um FAN devolvido para correção pode ser concluído',
  overlap: 'O cliente já tem um FAN nesta vigência',
  concluded: 'Correção do FAN concluída e enviada para aprovação',
  notCancellable: 'Somente um FAN em aprovação ou devolvido para correção pode ser cancelado',
  cancelled: 'FAN cancelado',
  documentNotFound: 'Documento do FAN não encontrado',
  documentFileNotFound: 'Arquivo não encontrado',
  documentsSaved: 'Documentos salvos com sucesso!',
  documentsRequired: 'Informe ao menos um documento',
  documentsMax: 'Envie no máximo 20 documentos de uma vez',
} as const;
