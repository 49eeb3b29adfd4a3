import type { z } from 'zod';
import { MSG } from '../messages.js';
import type { Action } from '../permissions.js';

export { displayOf, displayValue } from './display.js';
export * from './texts.js';
import { STATUS_LABEL, UPDATED_AT_LABEL, type ResourceMessages } from './texts.js';

/**
 * The record kit's definitions: one per record area, read by every layer (services routes and
 * SQL, gateway SDL and resolvers, web list, form and history). A definition holds no SQL and no
 * React: it ships to the browser. How it is stored, and each area's own rules, stay in the layers.
 */
export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'cpf'
  | 'cnpj'
  | 'phone'
  | 'cep'
  | 'money'
  | 'percent'
  | 'int'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'enum'
  /** Several of its options (a table's states): stored as an array of codes. */
  | 'enumList'
  | 'ref'
  /**
   * Several records of another area (a workflow type's situations): their ids, kept in a table of
   * links beside the record; its `ref.show` field names them.
   */
  | 'refList';

export type FieldDef = {
  type: FieldType;
  /** The one label of the field: form, list, export, history, log, conflict notice. */
  label: string;
  /** Required; a text is the message shown when it is missing ('Selecione o cliente'). */
  required?: boolean | string;
  max?: number;
  /** Refinements beyond the type's own (the zod base of the field in, the field's schema out). */
  rule?: (base: z.ZodType) => z.ZodType;
  /** enum, enumList: the stored codes and how people read them. */
  options?: readonly { value: string; label: string }[];
  /** ref, refList: the output field that names the referenced records (customerId → customerName). */
  ref?: { show: string };
  /** A list column (default: none); `title` when the column reads shorter than the label. */
  list?: { width: number; title?: string };
  sort?: boolean;
  /** Part of the list's search text (q). */
  search?: boolean;
  filter?: boolean;
  /** An export column: by default every list column, titled like it. */
  export?: false | { title?: string };
  /** A form field, in a section of the form; `label` when the form words it longer. */
  form?: { section?: string; label?: string; help?: string; placeholder?: string };
  /** Output only: joined or computed, never sent. */
  input?: false;
  /**
   * Input only: sent, never answered, listed nor kept as it is (a password, which the area's hooks
   * store hashed); its history says only that it changed.
   */
  output?: false;
  /** Outside change requests (a buyer's customer stays his). */
  change?: false;
  /** Kept out of the history (a joined id whose name is recorded instead). */
  history?: false;
  /** Why the field exists, for the generated SDL. */
  doc?: string;
};

export type Gender = 'm' | 'f';

/** A uniqueness rule: no two records share `fields`; the message goes on `field`. */
export type UniqueRule<K extends string = string> = {
  fields: readonly K[];
  field: K;
  message: string;
  /** Compared without case (names). */
  ignoreCase?: boolean;
};

/**
 * Record rules by name: who sees which records of an area beyond the module's permission. The
 * services hold each one's SQL (kit/rules); a definition only names it.
 */
export type RecordRuleName =
  | 'buyerOfVisibleCustomer'
  | 'bankAccountOfVisibleCompany'
  | 'visibleCompany'
  | 'negotiationOfRepresentative'
  | 'itemOfVisibleNegotiation'
  | 'orderOfRepresentative'
  | 'itemOfVisibleOrder'
  | 'substituteRangeOfCaller'
  | 'representativeOfCaller'
  | 'parametersOfVisibleRepresentative'
  | 'contractOfVisibleRepresentative'
  | 'debitNoteOfVisibleCustomer'
  | 'vpcOfVisibleCustomer'
  | 'fanOfVisibleCustomer'
  | 'receivableOfVisibleOrder';

export type ResourceDef = {
  /** The history's entity name and the GraphQL single-record field ('buyer'). */
  name: string;
  /** The GraphQL list field ('buyers'). */
  plural: string;
  /** The GraphQL type ('Buyer'). */
  typeName: string;
  /** The services path under /services and the export list's key ('bank-accounts'). */
  rest: string;
  noun: { one: string; many: string; gender: Gender };
  /** The permission module (VISUALIZAR, INCLUIR, EDITAR, INATIVAR). */
  module: string;
  /** The web address (route catalogue). */
  path: string;
  /** The field that names a record (page title, log export, history title). */
  title: string;
  /** How a record is named when one field does not say it ('Itaú: agência 0457, conta 12345-6'). */
  titleOf?: (record: Record<string, unknown>) => string;
  order: readonly [string, 'ASC' | 'DESC'];
  access?: RecordRuleName;
  /**
   * The record's `active` flag: 'toggle', changed by ATIVAR / INATIVAR (INATIVAR permission);
   * 'field', a checkbox of the form, sent with the record.
   */
  active?: 'toggle' | 'field';
  /** Changes by whoever sees only his own records go to approval through this workflow. */
  changeRequest?: { workflow: string };
  /**
   * The record's own approval workflow (the area's routes start it; its end moves the record's
   * status): the record's page /workflow/:id shows the record above its workflow panel.
   */
  workflow?: string;
  /**
   * Who starts `workflow`: the area's routes (default), or whoever holds the module's WORKFLOW, by
   * hand, from the record's /workflow/:id page (an approval mode); the list then links each record's;
   * or the kit's create, in the create's transaction, as the creator ('save': a FAN), a refused start
   * refusing the create in `messages.startFailed`'s words.
   */
  workflowStart?: 'routes' | 'page' | 'save';
  /** Records may be deleted (EXCLUIR), after a confirmation; the history keeps what they were. */
  remove?: boolean;
  /**
   * Self-service: the action a create or a deletion asks of the module when it is less than
   * INCLUIR / EXCLUIR (a user names his own substitute); the record rule and the area's hooks
   * decide the rest.
   */
  needs?: { create?: Action; remove?: Action };
  unique?: readonly UniqueRule[];
  /**
   * What the services answer a create or a save: the record, or (spec/02 §7, situations) the status
   * alone; the GraphQL mutations then answer Boolean.
   */
  writeAnswer?: 'record' | 'status';
  messages?: Partial<ResourceMessages>;
  fields: Record<string, FieldDef>;
};

/** A definition whose title, order and uniqueness name its own fields. */
type Checked<F extends Record<string, FieldDef>> = Omit<
  ResourceDef,
  'title' | 'order' | 'unique' | 'fields'
> & {
  title: keyof F & string;
  order: readonly [keyof F & string, 'ASC' | 'DESC'];
  unique?: readonly UniqueRule<keyof F & string>[];
  fields: F;
};

/** Declares an area: checks its keys against its fields and keeps its literal types. */
export const defineResource = <const F extends Record<string, FieldDef>>(def: Checked<F>) => def;

/** The action a create or a deletion of the area asks of its module. */
export const actionFor = (def: Pick<ResourceDef, 'needs'>, write: 'create' | 'remove'): Action =>
  def.needs?.[write] ?? (write === 'create' ? 'INCLUIR' : 'EXCLUIR');

/** Fields every record has beyond its definition's. */
export const SYSTEM_FIELDS = ['id', 'active', 'updatedAt'] as const;

/** How people name a record: its own wording, else its title field. */
export const recordTitle = (def: Pick<ResourceDef, 'title' | 'titleOf'>, record: Record<string, unknown>) =>
  def.titleOf ? def.titleOf(record) : String(record[def.title] ?? '');

/** Every field's label by key, with the status and last change: history, log export, conflicts. */
export function fieldLabels(def: ResourceDef): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.label])),
    ...(def.active ? { active: STATUS_LABEL } : {}),
    updatedAt: UPDATED_AT_LABEL,
  };
}

/** The fields sent on create and save (not output-only ones), in declaration order. */
export const inputFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, f]) => f.input !== false);

/** The fields a record is answered with (not input-only ones), in declaration order. */
export const outputFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, f]) => f.output !== false);

/** The fields a change request may change. */
export const changeFields = (def: ResourceDef) =>
  inputFields(def)
    .filter(([, f]) => f.change !== false)
    .map(([k]) => k);

/** A required field's message when missing. */
export const requiredMessage = (f: FieldDef) => (typeof f.required === 'string' ? f.required : MSG.required);

/** The list's columns as an export offers them: key, title and how to read the row. */
export function exportColumns(def: ResourceDef) {
  const cols: { key: string; title: string; type: FieldType | 'status' | 'updatedAt' }[] = [];
  for (const [key, f] of Object.entries(def.fields)) {
    if (f.export === false || (!f.list && !f.export)) continue;
    cols.push({ key, title: (f.export && f.export.title) || f.list?.title || f.label, type: f.type });
  }
  if (def.active) cols.push({ key: 'active', title: STATUS_LABEL, type: 'status' });
  cols.push({ key: 'updatedAt', title: UPDATED_AT_LABEL, type: 'updatedAt' });
  return cols;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The GraphQL names of an area: generated SDL and documents, gateway resolvers, web documents. */
export function operationNames(def: Pick<ResourceDef, 'typeName' | 'plural' | 'name'>) {
  const T = def.typeName;
  return {
    list: `${cap(def.plural)}List`,
    record: `${T}Record`,
    fields: `${T}_fields`,
    create: `create${T}`,
    update: `update${T}`,
    requestChange: `request${T}Change`,
    setActive: `set${T}Active`,
    remove: `delete${T}`,
    docs: `${def.name}Docs`,
  };
}
