import { MSG } from '../messages.js';
import { MODULES } from '../modules.js';
import { outColumn, requiredText } from './fields.js';
import { defineResource } from './kit.js';

/**
 * Workflow types (/administrative/workflowPanel, spec/02 §3): what an execution follows. Its
 * situations are kept in workflow_type_situations; its versions, their tasks, its alçadas and the
 * roles tasks name are its page's own parts (services types.routes.ts, web WorkflowPanelPage).
 */
export const workflowTypes = defineResource({
  name: 'workflowType',
  plural: 'workflowTypes',
  typeName: 'WorkflowType',
  rest: 'workflows',
  noun: { one: 'workflow', many: 'Workflows', gender: 'm' },
  module: 'PAINEL_WORKFLOW',
  path: '/administrative/workflowPanel',
  title: 'title',
  order: ['title', 'ASC'],
  active: 'field',
  unique: [{ fields: ['code'], field: 'code', message: MSG.workflowCodeTaken, ignoreCase: true }],
  messages: {
    notFound: 'Tipo de workflow não encontrado',
    saveFailed: MSG.workflowSaveFailed,
    listFailed: MSG.workflowListFailed,
    queryFailed: MSG.workflowDetailFailed,
  },
  fields: {
    code: requiredText(
      'Código',
      60,
      180,
      {},
      {
        doc: 'How the engine and the records name the type (startWorkflowExecution), unique without case.',
      },
    ),
    title: requiredText('Título', 100, 240),
    description: {
      type: 'longText',
      label: 'Descrição',
      max: 500,
      list: { width: 300 },
      sort: true,
      search: true,
      form: {},
    },
    recordPath: {
      type: 'text',
      label: 'Rota do registro',
      doc: "The record's route; its tasks open at <recordPath>/workflow/<registerId>.",
      max: 200,
      // A route of the app: /client/customer.
      rule: (base) => base.refine((v) => v === '' || /^\/[\w/-]*$/.test(String(v)), MSG.invalidValue),
      form: { label: 'Rota do registro (ex.: /client/customer)' },
    },
    startModule: {
      type: 'enum',
      label: 'Módulo que pode iniciar',
      doc: 'Starting an execution needs this module × WORKFLOW (empty: any signed-in user).',
      options: MODULES.map((m) => ({ value: m.name, label: m.label })),
      form: { placeholder: 'Qualquer usuário' },
    },
    workflowTypeSituations: {
      type: 'refList',
      label: 'Situações',
      doc: 'The ids of the situations the type offers (at least one).',
      required: MSG.workflowTypeRequired,
      ref: { show: 'situationNames' },
      form: {},
      history: false,
    },
    situationNames: outColumn('text', 'Situações', 260, { doc: "The situations' names, comma separated." }),
    latestVersion: outColumn('int', 'Versão', 90, {
      doc: 'The number of its latest version: new executions follow it.',
    }),
  },
});
