import { BUYER_CHANGE_WORKFLOW, BUYER_MSG, BUYERS_PATH } from '../buyers/model.js';
import { EMAIL_MAX, NAME_MAX } from '../constants.js';
import { chosenRef, ownText, requiredText } from './fields.js';
import { defineResource } from './kit.js';

const DATA = { section: 'Dados do comprador' };

/** Buyers (/client/buyers): a customer's purchasing contacts, the people who buy from us for it. */
export const buyers = defineResource({
  name: 'buyer',
  plural: 'buyers',
  typeName: 'Buyer',
  rest: 'buyers',
  noun: { one: 'comprador', many: 'Compradores', gender: 'm' },
  module: 'COMPRADORES',
  path: BUYERS_PATH,
  title: 'name',
  order: ['name', 'ASC'],
  access: 'buyerOfVisibleCustomer',
  active: 'toggle',
  changeRequest: { workflow: BUYER_CHANGE_WORKFLOW },
  unique: [{ fields: ['customerId', 'cpf'], field: 'cpf', message: BUYER_MSG.cpfTaken }],
  fields: {
    customerId: chosenRef(
      'Cliente',
      'customerName',
      { section: 'Cliente' },
      { required: BUYER_MSG.customerRequired, change: false },
    ),
    name: requiredText('Nome', NAME_MAX, 220, DATA),
    cpf: {
      type: 'cpf',
      label: 'CPF',
      required: true,
      list: { width: 140 },
      sort: true,
      search: true,
      filter: true,
      form: DATA,
    },
    customerName: {
      type: 'text',
      label: 'Cliente',
      doc: "The customer's corporate name.",
      required: true,
      input: false,
      list: { width: 260 },
      sort: true,
      search: true,
    },
    email: {
      type: 'email',
      label: 'E-mail',
      required: true,
      max: EMAIL_MAX,
      list: { width: 220 },
      sort: true,
      search: true,
      form: DATA,
    },
    phone: { type: 'phone', label: 'Telefone', list: { width: 140 }, form: DATA },
    position: ownText('Cargo', 60, 170, DATA, { sort: true }),
    notes: { type: 'longText', label: 'Observações', max: 500, form: DATA },
    main: {
      type: 'boolean',
      label: 'Comprador principal',
      doc: "The customer's main buyer (at most one per customer).",
      list: { width: 90, title: 'Principal' },
      sort: true,
      filter: true,
      form: { ...DATA, label: 'Comprador principal deste cliente', help: BUYER_MSG.mainMovedHint },
    },
  },
});
