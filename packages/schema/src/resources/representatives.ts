import { EMAIL_MAX, NAME_MAX } from '../constants.js';
import {
  REPRESENTATIVE_CHANGE_WORKFLOW,
  REPRESENTATIVE_MSG,
  REPRESENTATIVE_OPTIONS,
  REPRESENTATIVE_WORKFLOW,
  REPRESENTATIVES_PATH,
} from '../representatives/model.js';
import { chosenRef, out, outColumn, requiredChoice, statusField } from './fields.js';
import { defineResource } from './kit.js';

const IDENTITY = { section: 'Identificação' };
const CONTACT = { section: 'Contato' };
const ACCESS = { section: 'Acesso e gestão' };

/**
 * Representatives (/client/representatives, listed at /client/representatives/panel): a company
 * (CNPJ) or person (CPF) who sells under contract, linked to the user who signs in. His registration
 * parameters and contracts are areas of their own, below him; his status moves only through his own
 * routes (conclude) and his registration workflow's end, never through a save. His CNPJ changes
 * only through its own edit (POST /representatives/:id/cnpj).
 */
export const representatives = defineResource({
  name: 'representative',
  plural: 'representatives',
  typeName: 'Representative',
  rest: 'representatives',
  noun: { one: 'representante', many: 'Representantes', gender: 'm' },
  module: 'REPRESENTANTES',
  path: REPRESENTATIVES_PATH,
  title: 'name',
  order: ['name', 'ASC'],
  access: 'representativeOfCaller',
  workflow: REPRESENTATIVE_WORKFLOW,
  changeRequest: { workflow: REPRESENTATIVE_CHANGE_WORKFLOW },
  unique: [
    { fields: ['cnpj'], field: 'cnpj', message: REPRESENTATIVE_MSG.cnpjTaken },
    { fields: ['cpf'], field: 'cpf', message: REPRESENTATIVE_MSG.cpfTaken },
    { fields: ['userId'], field: 'userId', message: REPRESENTATIVE_MSG.userTaken },
  ],
  messages: {
    notFound: REPRESENTATIVE_MSG.notFound,
    createFailed: REPRESENTATIVE_MSG.preRegistrationFailed,
    listFailed: REPRESENTATIVE_MSG.panelFailed,
  },
  fields: {
    code: outColumn('text', 'Código', 100, {
      doc: 'REP- and the id, five digits: how orders and the ERP name him.',
      sort: true,
      search: true,
    }),
    name: {
      type: 'text',
      label: 'Nome / Razão social',
      required: true,
      max: NAME_MAX,
      list: { width: 240, title: 'Nome' },
      sort: true,
      search: true,
      form: IDENTITY,
    },
    status: statusField(REPRESENTATIVE_OPTIONS.statuses, 120),
    tradeName: {
      type: 'text',
      label: 'Nome fantasia',
      max: NAME_MAX,
      export: {},
      search: true,
      form: IDENTITY,
    },
    personType: {
      type: 'enum',
      label: 'Tipo de pessoa',
      required: true,
      options: REPRESENTATIVE_OPTIONS.personTypes,
      export: {},
      filter: true,
      form: IDENTITY,
    },
    cnpj: {
      type: 'cnpj',
      label: 'CNPJ',
      doc: 'A legal person’s; set at pre-registration, changed only by its own edit.',
      list: { width: 170 },
      search: true,
      form: IDENTITY,
      change: false,
    },
    cpf: {
      type: 'cpf',
      label: 'CPF',
      doc: 'A natural person’s.',
      export: {},
      search: true,
      form: IDENTITY,
    },
    representativeType: requiredChoice('Tipo de representante', REPRESENTATIVE_OPTIONS.types, IDENTITY, {
      width: 170,
      title: 'Tipo',
    }),
    representativeGroup: requiredChoice('Grupo de representante', REPRESENTATIVE_OPTIONS.groups, IDENTITY, {
      width: 120,
      title: 'Grupo',
    }),
    contactName: { type: 'text', label: 'Contato', max: NAME_MAX, export: {}, form: CONTACT },
    email: {
      type: 'email',
      label: 'E-mail',
      required: true,
      max: EMAIL_MAX,
      list: { width: 200 },
      form: CONTACT,
    },
    phone: { type: 'phone', label: 'Telefone', list: { width: 140 }, form: CONTACT },
    userId: {
      type: 'ref',
      label: 'Usuário de acesso',
      doc: 'The user who signs in as this representative (one representative per user).',
      ref: { show: 'userName' },
      form: ACCESS,
      change: false,
      history: false,
    },
    userName: { type: 'text', label: 'Usuário de acesso', ...out, export: {} },
    regionalManagerId: chosenRef('Gerente regional', 'regionalManagerName', ACCESS, {
      doc: 'Who manages him: sees his record and asks for its changes.',
      change: false,
    }),
    regionalManagerName: outColumn('text', 'Gerente regional', 160),
    executionWorkflowId: {
      type: 'int',
      label: 'Execução do cadastro',
      doc: 'His latest registration workflow execution, once concluded.',
      ...out,
      export: false,
      history: false,
    },
  },
});
