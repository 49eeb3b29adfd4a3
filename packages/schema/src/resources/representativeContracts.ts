import { REPRESENTATIVE_MSG, REPRESENTATIVES_PATH } from '../representatives/model.js';
import { defineResource } from './kit.js';
import { ownText, positiveMoney, recordNumber, requiredDate, requiredRef, shownName } from './fields.js';

const VALUES = { section: 'Valores' };
const TERM = { section: 'Vigência' };
const FUNDS = { section: 'Verbas e FAN' };

/**
 * A representative's contract (spec/02 §3 Contract, §5, §7 'POST contract by id'), registered below
 * him (201): its values in numeric, exact to the cent; its term; the FAN and funds negotiated. Net
 * not above gross and the end after the start are the services' own rules, told on their fields.
 */
export const representativeContracts = defineResource({
  name: 'representativeContract',
  plural: 'representativeContracts',
  typeName: 'RepresentativeContract',
  rest: 'representative-contracts',
  noun: { one: 'contrato', many: 'Contratos', gender: 'm' },
  module: 'CONTRATO_REPRESENTANTE',
  path: REPRESENTATIVES_PATH,
  title: 'contractNumber',
  titleOf: (c) => `${String(c.contractNumber)}: ${String(c.representativeName)}`,
  order: ['startContract', 'DESC'],
  access: 'contractOfVisibleRepresentative',
  messages: { notFound: REPRESENTATIVE_MSG.contractNotFound },
  fields: {
    representativeId: requiredRef('Representante', 'representativeName'),
    contractNumber: recordNumber('Contrato', 'CTR'),
    representativeName: shownName('Representante', 200),
    grossValue: positiveMoney('Valor bruto', VALUES),
    netValue: positiveMoney('Valor líquido', VALUES),
    irrfValue: { type: 'money', label: 'Valor IRRF', list: { width: 110 }, form: VALUES },
    startContract: requiredDate('Início do contrato', TERM, { width: 110, title: 'Início' }),
    endContract: requiredDate('Fim do contrato', TERM, { width: 110, title: 'Fim' }),
    callNumber: ownText('Número do chamado', 60, { width: 120, title: 'Chamado' }, TERM),
    contractPercentage: {
      type: 'percent',
      label: 'Percentual do contrato',
      list: { width: 100, title: 'Contrato (%)' },
      form: TERM,
    },
    fanCurrent: { type: 'percent', label: 'FAN atual (%)', export: {}, form: FUNDS },
    fanPrevious: { type: 'percent', label: 'FAN anterior (%)', export: {}, form: FUNDS },
    goalBudget: {
      type: 'money',
      label: 'Verba para atingimento de meta',
      export: {},
      form: FUNDS,
    },
    otherFunds: { type: 'money', label: 'Outras verbas negociadas', export: {}, form: FUNDS },
  },
});
