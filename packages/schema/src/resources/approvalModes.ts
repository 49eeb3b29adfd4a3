import { MSG } from '../messages.js';
import { APPROVER_ROLES } from '../workflow/forms.js';
import { ROLE_LABEL } from '../workflow/model.js';
import { outColumn, requiredText } from './fields.js';
import { defineResource } from './kit.js';

/** The approval modes' own workflow, started by hand from a mode's /workflow/:id page (demo seed). */
export const APPROVAL_MODE_WORKFLOW = 'MODO_APROVACAO';

/**
 * Approval modes (/administrative/registerAux/approvalMode, spec/02 §3 "Approver option"): who
 * approves, by code. A mode names a workflow role, named approvers (kept in approval_mode_approvers;
 * several may be included, as regional managers are), or both: the services' approvalModes.area.ts
 * refuses a mode with neither. The alçadas of a workflow type name the mode that answers its
 * approver tasks (docs/workflow-rules.md).
 */
export const approvalModes = defineResource({
  name: 'approvalMode',
  plural: 'approvalModes',
  typeName: 'ApprovalMode',
  rest: 'approval-modes',
  noun: { one: 'modo de aprovação', many: 'Modos de aprovação', gender: 'm' },
  module: 'MODO_DE_APROVACAO',
  path: '/administrative/registerAux/approvalMode',
  title: 'approverDescription',
  order: ['approverCode', 'ASC'],
  active: 'toggle',
  workflow: APPROVAL_MODE_WORKFLOW,
  workflowStart: 'page',
  unique: [
    {
      fields: ['approverCode'],
      field: 'approverCode',
      message: MSG.approvalModeCodeTaken,
      ignoreCase: true,
    },
  ],
  messages: {
    empty: 'Nenhum modo de aprovação cadastrado.',
    saveFailed: MSG.approvalModeSaveFailed,
    listFailed: MSG.approvalModeListFailed,
  },
  fields: {
    approverCode: requiredText(
      'Código',
      30,
      140,
      {},
      {
        doc: 'How alçadas and people name the mode, unique without case.',
      },
    ),
    approverDescription: requiredText('Descrição', 100, 260),
    roleCode: {
      type: 'enum',
      label: 'Papel',
      doc: 'A workflow role whose active members approve (the requester never does).',
      options: APPROVER_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] })),
      list: { width: 170 },
      sort: true,
      filter: true,
      form: { placeholder: 'Nenhum (só aprovadores nomeados)' },
    },
    approvers: {
      type: 'refList',
      label: 'Aprovadores',
      doc: 'The ids of the users who approve by name (active users; a role, approvers, or both).',
      ref: { show: 'approverNames' },
      form: {},
      history: false,
    },
    approverNames: outColumn('text', 'Aprovadores', 280, {
      doc: "The named approvers' names, comma separated.",
    }),
  },
});
