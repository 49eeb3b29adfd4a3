import { MSG } from '../messages.js';
import { requiredText } from './fields.js';
import { defineResource } from './kit.js';

/** Situations (/administrative/statusRegister, spec/02 §7): the situations workflow types offer. */
export const situations = defineResource({
  name: 'situation',
  plural: 'situations',
  typeName: 'Situation',
  rest: 'situations',
  noun: { one: 'situação', many: 'Situações', gender: 'f' },
  module: 'CADASTRO_DE_SITUACAO',
  path: '/administrative/statusRegister',
  title: 'name',
  order: ['name', 'ASC'],
  active: 'field',
  // spec/02 §7: save answers 201 and update 200, both with no body.
  writeAnswer: 'status',
  unique: [
    { fields: ['name'], field: 'name', message: 'Já existe uma situação com este nome', ignoreCase: true },
  ],
  messages: { saveFailed: MSG.situationSaveFailed, listFailed: MSG.situationListFailed },
  fields: {
    name: requiredText('Nome', 100, 240),
    description: {
      type: 'longText',
      label: 'Descrição',
      max: 500,
      list: { width: 360 },
      sort: true,
      search: true,
      form: {},
    },
  },
});
