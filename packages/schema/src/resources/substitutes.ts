import { chosenRef, requiredRef, shownName } from './fields.js';
import { defineResource } from './kit.js';

/**
 * Substitutos (/administrative/substitutes): who acts for an absent user during a range, seeing and
 * answering his tasks (docs/workflow-rules.md). Self-service: whoever opens the screen names his
 * own substitute and removes his own ranges; SUBSTITUTOS INCLUIR names anyone's, EXCLUIR removes
 * anyone's, EDITAR lists and changes every range (record rule substituteRangeOfCaller).
 */
export const substitutes = defineResource({
  name: 'substitute',
  plural: 'substitutes',
  typeName: 'Substitute',
  rest: 'substitutes',
  noun: { one: 'substituto', many: 'Substitutos', gender: 'm' },
  module: 'SUBSTITUTOS',
  path: '/administrative/substitutes',
  title: 'userName',
  titleOf: (r) => `${String(r.userName ?? '')} → ${String(r.substituteName ?? '')}`,
  order: ['startsAt', 'DESC'],
  access: 'substituteRangeOfCaller',
  remove: true,
  needs: { create: 'VISUALIZAR', remove: 'VISUALIZAR' },
  fields: {
    userId: chosenRef(
      'Ausente',
      'userName',
      { help: 'Vazio: eu' },
      { doc: 'Empty: the caller himself (another user needs SUBSTITUTOS × INCLUIR).' },
    ),
    userName: shownName('Ausente', 220),
    substituteId: requiredRef('Substituto', 'substituteName'),
    substituteName: shownName('Substituto', 220),
    startsAt: {
      type: 'datetime',
      label: 'Início',
      required: true,
      list: { width: 170 },
      sort: true,
      filter: true,
      form: {},
    },
    endsAt: {
      type: 'datetime',
      label: 'Fim',
      required: true,
      list: { width: 170 },
      sort: true,
      filter: true,
      form: {},
    },
  },
});
