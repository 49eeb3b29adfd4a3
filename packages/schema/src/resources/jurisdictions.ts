import { MSG } from '../messages.js';
import { requiredRef, requiredText, shownName } from './fields.js';
import { defineResource } from './kit.js';

/** A bound of the alçada's value range ('Valor mínimo', listed 'De'), open when empty. */
const bound = (word: string, doc: string, title: string) =>
  ({
    type: 'money',
    label: `Valor ${word}`,
    doc: `Empty: no ${doc} bound.`,
    list: { width: 140, title },
    sort: true,
    form: { help: `Vazio: sem ${word}` },
  }) as const;

/**
 * Alçadas (on the workflow panel's edit page; the financial types' at /financial/jurisdiction): a
 * value range of a workflow type whose executions' APPROVER tasks go to an approval mode's approvers
 * (docs/workflow-rules.md). Its own rules (an existing type, an active mode, min ≤ max, no overlap
 * with another active alçada of the type) are services' jurisdictions.area.ts.
 */
export const jurisdictions = defineResource({
  name: 'workflowJurisdiction',
  plural: 'workflowJurisdictions',
  typeName: 'WorkflowJurisdiction',
  rest: 'jurisdictions',
  noun: { one: 'alçada', many: 'Alçadas', gender: 'f' },
  module: 'ALCADA',
  path: '/financial/jurisdiction',
  title: 'description',
  order: ['typeTitle', 'ASC'],
  active: 'field',
  remove: true,
  messages: {
    notFound: 'Alçada não encontrada',
    empty: 'Nenhuma alçada cadastrada.',
    saveFailed: MSG.jurisdictionSaveFailed,
    listFailed: MSG.jurisdictionListFailed,
  },
  fields: {
    typeId: requiredRef('Workflow', 'typeTitle'),
    typeTitle: shownName('Workflow', 220),
    financial: {
      type: 'boolean',
      label: 'Workflow financeiro',
      doc: "Its type's records are the Financeiro screens' (/financial/..., /fan): listed at /financial/jurisdiction.",
      input: false,
      filter: true,
    },
    description: requiredText('Descrição', 100, 240),
    minAmount: bound('mínimo', 'lower', 'De'),
    maxAmount: bound('máximo', 'upper', 'Até'),
    approvalModeId: requiredRef('Modo de aprovação', 'approvalModeName'),
    approvalModeName: shownName('Modo de aprovação', 260),
  },
});
