import type { FieldDef } from './kit.js';
import { positive, positiveCount } from './rules.js';

/**
 * The field presets of the record kit: the declarations several areas share (a reference and the
 * name it shows, the customer a record is for, a record's number and status, money and dates of
 * its own), worded once. A definition calls or spreads them and adds what is its own (`more`).
 */

type Form = NonNullable<FieldDef['form']>;
type Column = NonNullable<FieldDef['list']>;
type Options = NonNullable<FieldDef['options']>;
type More = Partial<FieldDef>;
/** No more than the preset. */
type Nothing = Record<never, never>;

/** Answered, never sent: joined or computed by the services. */
export const out = { input: false } as const;

/** A column: its width alone, or with a shorter title. */
const columnOf = (list: number | Column) => (typeof list === 'number' ? { width: list } : list);

/**
 * A value the services fill (joined or computed), listed: a width, or a column with its shorter
 * title; `more` explains, sorts, searches or filters it.
 */
export const outColumn = <const T extends FieldDef['type'], const M extends More = Nothing>(
  type: T,
  label: string,
  list: number | Column,
  more: M = {} as M,
) => ({ type, label, ...out, list: columnOf(list), ...more }) as const;

/**
 * A reference chosen on the form (in `form`): the list filters by it, and the history keeps the
 * name it shows (`show`) rather than the id.
 */
export const chosenRef = <const M extends More = Nothing>(
  label: string,
  show: string,
  form: Form,
  more: M = {} as M,
) => ({ type: 'ref', label, ref: { show }, filter: true, form, history: false, ...more }) as const;

/** A reference chosen on the form, required (`chosenRef`). */
export const requiredRef = <const M extends More = Nothing>(label: string, show: string, more: M = {} as M) =>
  chosenRef(label, show, {}, { required: true, ...more });

/**
 * The name a reference shows, or another text the services fill: listed (a width, or a column with
 * its shorter title), sorted and searched.
 */
export const shownName = <const M extends More = Nothing>(
  label: string,
  list: number | Column,
  more: M = {} as M,
) => outColumn('text', label, list, { sort: true, search: true, ...more });

const CUSTOMER = { type: 'ref', label: 'Cliente', ref: { show: 'corporateName' }, filter: true } as const;

/** The customer a record is for, chosen on its form (in `form`); kept in the history by name. */
export const chosenCustomer = <const M extends More = Nothing>(form: Form, more: M = {} as M) =>
  chosenRef('Cliente', 'corporateName', form, more);

/** The customer's corporate name, the column its reference shows. */
export const corporateName = <const M extends More = Nothing>(width: number, more: M = {} as M) =>
  shownName('Cliente', width, more);

/**
 * The customer a record is for, required (in `required`'s words) and chosen on its form, and his
 * corporate name's column, sorted and searched (negotiations, orders, FAN, VPC requests).
 */
export const customerFields = <const M extends More = Nothing>(
  form: Form,
  required: string,
  width: number,
  nameMore: M = {} as M,
) => ({ customerId: chosenCustomer(form, { required }), corporateName: corporateName(width, nameMore) });

/**
 * The order a record is for, chosen on its form (debit notes, receivables), and its number's
 * column, searched; `more` adds to the reference.
 */
export const chosenOrder = <const M extends More = Nothing>(more: M = {} as M) => ({
  orderId: requiredRef('Pedido', 'orderNumber', more),
  orderNumber: outColumn('text', 'Pedido', 110, { search: true }),
});

/** The customer of a record's order (debit notes, receivables): read from the order, never chosen. */
export const orderCustomerFields = () => ({
  customerId: { ...CUSTOMER, doc: "The order's customer.", ...out },
  corporateName: corporateName(220),
});

/**
 * A record's number, made by the services from its id and `prefix` ('NEG-000123'): listed,
 * sorted and searched.
 */
export const recordNumber = (label: string, prefix: string, list: Column = { width: 110 }) =>
  shownName(label, list, { doc: `${prefix}- and the id, six digits.` });

const statusOf = (label: string, options: Options, list: Column) =>
  outColumn('enum', label, list, { options, sort: true, filter: true });

/** A record's status, moved by its own routes and workflow, never by a save. */
export const statusField = (options: Options, width: number) => statusOf('Status', options, { width });

/** 'Status atual' (a deal's, an order's), listed as 'Status'. */
export const currentStatusField = (options: Options, width: number) =>
  statusOf('Status atual', options, { width, title: 'Status' });

/** A text of the record's own, listed and searched ('Campanha', 'Observação'). */
export const ownText = <const M extends More = Nothing>(
  label: string,
  max: number,
  list: number | Column,
  form: Form = {},
  more: M = {} as M,
) => ({ type: 'text', label, max, list: columnOf(list), search: true, form, ...more }) as const;

/** A text of the record's own, required: listed, sorted and searched ('Nome', 'Descrição'). */
export const requiredText = <const M extends More = Nothing>(
  label: string,
  max: number,
  width: number,
  form: Form = {},
  more: M = {} as M,
) => ownText(label, max, width, form, { required: true, sort: true, ...more });

/** A choice of the record's own among `options`, required: listed and filtered by it. */
export const requiredChoice = <const M extends More = Nothing>(
  label: string,
  options: Options,
  form: Form,
  list: number | Column,
  more: M = {} as M,
) =>
  ({
    type: 'enum',
    label,
    required: true,
    options,
    list: columnOf(list),
    filter: true,
    form,
    ...more,
  }) as const;

/** A required date of the record's own, listed and sorted. */
export const requiredDate = (label: string, form: Form, list: Column) =>
  ({ type: 'date', label, required: true, list, sort: true, form }) as const;

/** A required amount above zero, listed and sorted ('Valor deve ser maior que zero'). */
export const positiveMoney = <const M extends More = Nothing>(
  label: string,
  form: Form,
  list: Column = { width: 130 },
  more: M = {} as M,
) => ({ type: 'money', label, required: true, rule: positive, list, sort: true, form, ...more }) as const;

/** The quantity of a row that sells a product: a whole number above zero. */
export const quantityField = () =>
  ({
    type: 'int',
    label: 'Quantidade',
    required: true,
    rule: positiveCount,
    list: { width: 90 },
    sort: true,
    form: {},
  }) as const;

/**
 * The product of a record's row (a price table's item, a deal's item, a release's product): chosen
 * by its reference, shown by its code and name, and found by either. The catalogue always names
 * them, so both are never empty.
 */
export const productFields = (widths: { code: number; name: number }) => ({
  productId: requiredRef('Produto', 'productName'),
  productCode: shownName('Código do produto', { width: widths.code, title: 'Código' }, { required: true }),
  productName: shownName('Produto', widths.name, { required: true }),
});
