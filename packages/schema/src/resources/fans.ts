import { FAN_MSG, FAN_OPTIONS, FAN_PATH, FAN_WORKFLOW } from '../financial/fan.js';
import { defineResource } from './kit.js';
import { positive } from './rules.js';
import { customerFields, outColumn, recordNumber, requiredDate, statusField } from './fields.js';

const AGREEMENT = { section: 'FAN' };

/**
 * FAN (spec/02 §2, §3 FAN, §7 FAN, §8 FAN): a customer's FAN over a period, its percentages and
 * its documents (their own routes, by the FAN's id: the spec's workflowFanId). Its save starts its
 * approval through the workflow engine in the same transaction; it changes until its approver
 * decides, and one returned for correction is concluded (sent back to him). Status moves only
 * through the workflow.
 */
export const fans = defineResource({
  name: 'fan',
  plural: 'fans',
  typeName: 'Fan',
  rest: 'fans',
  noun: { one: 'FAN', many: 'FAN', gender: 'm' },
  module: 'FAN',
  path: FAN_PATH,
  title: 'fanNumber',
  access: 'fanOfVisibleCustomer',
  order: ['fanNumber', 'DESC'],
  workflow: FAN_WORKFLOW,
  workflowStart: 'save',
  messages: {
    notFound: FAN_MSG.notFound,
    createFailed: FAN_MSG.createFailed,
    saveFailed: FAN_MSG.editFailed,
    startFailed: FAN_MSG.startFailed,
  },
  fields: {
    fanNumber: recordNumber('Número', 'FAN'),
    status: statusField(FAN_OPTIONS.statuses, 170),
    ...customerFields(AGREEMENT, 'Selecione o cliente', 240),
    startDate: requiredDate('Início da vigência', AGREEMENT, { width: 110, title: 'Início' }),
    endDate: requiredDate('Fim da vigência', AGREEMENT, { width: 110, title: 'Fim' }),
    percentFan: {
      type: 'percent',
      label: 'FAN (%)',
      doc: 'The FAN percentage the customer’s negotiations read while it is approved and in force.',
      required: true,
      rule: positive,
      list: { width: 90 },
      sort: true,
      form: AGREEMENT,
    },
    percVpcFan: {
      type: 'percent',
      label: 'VPC do FAN (%)',
      doc: 'The VPC percentage of the FAN, read by the customer’s negotiations with percentFan.',
      required: true,
      list: { width: 120 },
      form: { ...AGREEMENT, help: 'Aprovado, o FAN vale para as negociações do cliente na vigência.' },
    },
    description: { type: 'longText', label: 'Observação', max: 500, search: true, form: AGREEMENT },
    documentNames: outColumn('text', 'Documentos', 220, {
      doc: 'Its documents’ descriptions, comma separated, in the order they were added.',
      search: true,
    }),
    requesterName: outColumn('text', 'Solicitante', 160),
  },
});
