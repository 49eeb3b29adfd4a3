import { BUDGETS_PATH, FINANCIAL_MSG } from '../financial/model.js';
import { defineResource } from './kit.js';
import { positive } from './rules.js';

/**
 * A budget's schedule (programações de apuração, spec/02 §7 'POST budget schedules'): when what it
 * funds is assessed, over which period, and what is expected then. Listed and edited below the
 * budget; 'Falha ao cadastrar Programações de Apuração' when a save fails (§8).
 */
export const budgetSchedules = defineResource({
  name: 'budgetSchedule',
  plural: 'budgetSchedules',
  typeName: 'BudgetSchedule',
  rest: 'budget-schedules',
  noun: { one: 'programação de apuração', many: 'Programações de Apuração', gender: 'f' },
  module: 'VERBAS',
  path: BUDGETS_PATH,
  title: 'description',
  order: ['assessmentDate', 'ASC'],
  remove: true,
  messages: { createFailed: FINANCIAL_MSG.scheduleFailed, saveFailed: FINANCIAL_MSG.scheduleFailed },
  fields: {
    budgetId: {
      type: 'ref',
      label: 'Verba',
      required: true,
      ref: { show: 'budgetCode' },
      filter: true,
      form: {},
      history: false,
    },
    budgetCode: { type: 'text', label: 'Verba', input: false, list: { width: 110 } },
    description: {
      type: 'text',
      label: 'Descrição',
      required: true,
      max: 120,
      list: { width: 220 },
      sort: true,
      search: true,
      form: {},
    },
    periodStart: { type: 'date', label: 'Início do período', required: true, list: { width: 120 }, form: {} },
    periodEnd: { type: 'date', label: 'Fim do período', required: true, list: { width: 120 }, form: {} },
    assessmentDate: {
      type: 'date',
      label: 'Data de apuração',
      required: true,
      list: { width: 120 },
      sort: true,
      form: {},
    },
    expectedValue: {
      type: 'money',
      label: 'Valor previsto',
      rule: positive,
      list: { width: 130 },
      form: {},
    },
  },
});
