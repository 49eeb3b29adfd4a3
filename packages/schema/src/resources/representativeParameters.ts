import {
  REPRESENTATIVE_MSG,
  REPRESENTATIVE_OPTIONS,
  REPRESENTATIVES_PATH,
} from '../representatives/model.js';
import { ownText, requiredChoice, requiredRef, shownName } from './fields.js';
import { defineResource } from './kit.js';

const PAYMENT = { section: 'Pagamento' };
const COMMISSION = { section: 'Comissão' };
const OTHER = { section: 'Outros' };

/**
 * A representative's registration parameters (spec/02 §3, §7 'POST registration parameters by id'),
 * one set per representative, registered below him (201): how he is paid and how his commission is
 * bounded. The commission percentage lies within its min and max (the services' own rule).
 */
export const representativeParameters = defineResource({
  name: 'representativeParameter',
  plural: 'representativeParameters',
  typeName: 'RepresentativeParameter',
  rest: 'representative-parameters',
  noun: { one: 'parâmetros de cadastro', many: 'Parâmetros de cadastro', gender: 'm' },
  module: 'REPRESENTANTES',
  path: REPRESENTATIVES_PATH,
  title: 'representativeName',
  titleOf: (p) => `Parâmetros de cadastro: ${String(p.representativeName)}`,
  order: ['representativeName', 'ASC'],
  access: 'parametersOfVisibleRepresentative',
  unique: [
    {
      fields: ['representativeId'],
      field: 'representativeId',
      message: REPRESENTATIVE_MSG.parametersTaken,
    },
  ],
  messages: { notFound: REPRESENTATIVE_MSG.parametersNotFound },
  fields: {
    representativeId: requiredRef('Representante', 'representativeName'),
    representativeName: shownName('Representante', 200),
    paymentSchedule: requiredChoice(
      'Calendário de pagamento',
      REPRESENTATIVE_OPTIONS.paymentSchedules,
      PAYMENT,
      { width: 130, title: 'Pagamento' },
    ),
    commission: {
      type: 'boolean',
      label: 'Comissionado',
      list: { width: 100 },
      form: COMMISSION,
    },
    commissionEmission: {
      type: 'enum',
      label: 'Emissão da comissão',
      required: true,
      options: REPRESENTATIVE_OPTIONS.commissionEmissions,
      list: { width: 180 },
      form: COMMISSION,
    },
    commissionPercentage: {
      type: 'percent',
      label: 'Percentual de comissão',
      required: true,
      list: { width: 110, title: 'Comissão (%)' },
      sort: true,
      form: COMMISSION,
    },
    minCommission: {
      type: 'percent',
      label: 'Comissão mínima (%)',
      required: true,
      list: { width: 100, title: 'Mínima (%)' },
      form: COMMISSION,
    },
    maxCommission: {
      type: 'percent',
      label: 'Comissão máxima (%)',
      required: true,
      list: { width: 100, title: 'Máxima (%)' },
      form: COMMISSION,
    },
    manualCommission: {
      type: 'boolean',
      label: 'Comissão manual',
      doc: 'An order line may set his commission by hand, within min and max.',
      list: { width: 100, title: 'Manual' },
      form: COMMISSION,
    },
    childLine: { type: 'text', label: 'Linha filha', max: 60, export: {}, search: true, form: OTHER },
    formula: { type: 'text', label: 'Fórmula', max: 120, export: {}, search: true, form: OTHER },
    function: ownText('Função', 60, 140, OTHER),
  },
});
