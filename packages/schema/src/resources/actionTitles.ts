import { MSG } from '../messages.js';
import { outColumn, requiredText } from './fields.js';
import { defineResource } from './kit.js';

/**
 * Action titles (/administrative/titleAction): the set of answers a workflow task offers. Its
 * actions, in execution order, are kept beside it (services' actionTitles.area.ts) and named in
 * the list and the history by `actionNames`.
 */
export const actionTitles = defineResource({
  name: 'actionTitle',
  plural: 'actionTitles',
  typeName: 'ActionTitle',
  rest: 'action-titles',
  noun: { one: 'título de ação', many: 'Títulos de ação', gender: 'm' },
  module: 'TITULO_DE_ACAO',
  path: '/administrative/titleAction',
  title: 'title',
  order: ['title', 'ASC'],
  active: 'toggle',
  unique: [
    {
      fields: ['alias'],
      field: 'alias',
      message: 'Já existe um título de ação com este alias',
      ignoreCase: true,
    },
  ],
  messages: {
    notFound: 'Título de ação não encontrado',
    saveFailed: MSG.actionTitleSaveFailed,
    listFailed: MSG.actionTitleListFailed,
    toggleFailed: MSG.actionTitleUpdateFailed,
  },
  fields: {
    title: requiredText('Título', 100, 220),
    alias: requiredText(
      'Alias',
      60,
      180,
      {},
      {
        doc: "The answers' name in lookups (tasksByWorkflowType's alias), unique without case.",
      },
    ),
    actionNames: outColumn('text', 'Ações (em ordem)', 320, {
      doc: "The actions' names in execution order, comma separated.",
    }),
  },
});
