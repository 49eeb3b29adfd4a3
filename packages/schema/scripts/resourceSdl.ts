import {
  actionFor,
  exportColumns,
  inputFields,
  outputFields,
  operationNames as names,
  resourceMessages,
  type FieldDef,
  type ResourceDef,
} from '../src/resources/index.js';

/**
 * The GraphQL of a kit area, written from its definition: the type, its page and input, the list
 * and record queries and the write mutations (SDL); and the operations the web's generated views
 * send (documents). graphql-codegen then types both sides as it does for hand-written SDL.
 */

const SCALAR: Record<FieldDef['type'], string> = {
  text: 'String',
  longText: 'String',
  email: 'String',
  cpf: 'String',
  cnpj: 'String',
  phone: 'String',
  cep: 'String',
  money: 'String',
  percent: 'String',
  int: 'Int',
  date: 'String',
  datetime: 'DateTime',
  boolean: 'Boolean',
  enum: 'String',
  enumList: '[String!]',
  ref: 'ID',
  refList: '[ID!]',
};

const NOTE: Partial<Record<FieldDef['type'], string>> = {
  cpf: '11 digits, no mask',
  cnpj: '14 digits, no mask',
  phone: 'digits only',
  cep: '8 digits',
  money: 'a decimal string, 1234.56',
  percent: 'a decimal string, 12.50',
  date: 'YYYY-MM-DD',
};

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function describe(f: FieldDef) {
  const parts = [f.label, f.doc, NOTE[f.type]].filter(Boolean);
  // A long catalogue (a profile's module × action codes) is told by the field's doc, not listed.
  if ((f.type === 'enum' || f.type === 'enumList') && (f.options ?? []).length <= 100)
    parts.push(`one of ${(f.options ?? []).map((o) => o.value).join(', ')}`);
  return quote(parts.join('; '));
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export function resourceSdl(def: ResourceDef): string {
  const T = def.typeName;
  const n = names(def);
  const status = def.writeAnswer === 'status';
  const out: string[] = [];
  out.push(`${quote(`${cap(def.noun.one)} (${def.module}, ${def.path}).`)}\ntype ${T} {`, '  id: ID!');
  for (const [key, f] of outputFields(def)) {
    const nonNull =
      f.required || f.type === 'boolean' || f.type === 'enumList' || f.type === 'refList' ? '!' : '';
    out.push(`  ${describe(f)}`, `  ${key}: ${SCALAR[f.type]}${nonNull}`);
  }
  if (def.active) out.push('  active: Boolean!');
  out.push('  updatedAt: DateTime!');
  if (def.changeRequest)
    out.push(
      `  "The registration change waiting for approval (${def.name}(id) only)."`,
      '  pendingChange: ChangeRequest',
      `  "Whether the caller's changes are requests its workflow (${def.changeRequest.workflow}) approves."`,
      '  changeByRequest: Boolean',
    );
  out.push(
    '}',
    '',
    `type ${T}Page implements Page {`,
    `  rows: [${T}!]!`,
    '  totalRegisters: Int!',
    '  "true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders\' 10,000)."',
    '  totalEstimated: Boolean',
    '  "Where the first row stands in the list\'s order: ListInput.before for the previous page."',
    '  startCursor: String',
    '  "Where the last row stands in the list\'s order: ListInput.after for the next page."',
    '  endCursor: String',
    '}',
    '',
  );

  // An input field the type answers too is described there, once: the input's own descriptions are
  // for what the type does not tell (input-only fields, active, updatedAt).
  const writes = [n.create, n.update, ...(def.changeRequest ? [n.requestChange] : [])];
  out.push(
    quote(
      `What ${writes.slice(0, -1).join(', ')} and ${writes.at(-1)} write: a field ${T} answers too is described on ${T} (its label, format and allowed values).`,
    ),
    `input ${T}Input {`,
  );
  for (const [key, f] of inputFields(def)) {
    const nonNull = f.required && f.type !== 'boolean' ? '!' : '';
    if (f.output === false) out.push(`  ${describe(f)}`);
    out.push(`  ${key}: ${SCALAR[f.type]}${nonNull}`);
  }
  if (def.active === 'field') out.push('  "Active unless false."', '  active: Boolean');
  out.push(
    '  "The updatedAt read; a different one is a CONFLICT carrying the current record."',
    '  updatedAt: DateTime',
    '}',
    '',
  );

  const columns = exportColumns(def).map((c) => c.key);
  const sortable = columns.filter((k) => k === 'active' || k === 'updatedAt' || def.fields[k]?.sort);
  const filters = Object.entries(def.fields)
    .filter(([, f]) => f.filter)
    .map(([k]) => k)
    .concat(def.active ? ['active'] : [], ['updatedAt']);
  const search = Object.entries(def.fields)
    .filter(([, f]) => f.search)
    .map(([, f]) => f.label);
  const answer = status ? 'Boolean!' : `${T}!`;
  const started =
    def.workflowStart === 'save'
      ? ` Starts its ${def.workflow} workflow in the same transaction: a refused start refuses the create (BAD_USER_INPUT '${resourceMessages(def).startFailed} <reason>').`
      : '';
  out.push(
    'extend type Query {',
    `  ${quote(`Columns: ${columns.join(', ')}; sortable: ${sortable.join(', ')}; filters: ${filters.join(', ')}; search: ${search.join(', ') || 'none'} (${def.module} × VISUALIZAR).`)}`,
    `  ${def.plural}(input: ListInput): ${T}Page!`,
    `  ${quote(`NOT_FOUND '${resourceMessages(def).notFound}'${def.access ? `; FORBIDDEN when the record rule (${def.access}) refuses it` : ''}.`)}`,
    `  ${def.name}(id: ID!): ${T}`,
    '}',
    '',
    'extend type Mutation {',
    `  ${quote(`${def.module} × ${actionFor(def, 'create')}.${status ? ' Answers true.' : ''}${started}`)}`,
    `  ${n.create}(input: ${T}Input!): ${answer}`,
    `  ${quote(`${def.module} × EDITAR; CONFLICT when updatedAt is not the stored one${def.changeRequest ? "; FORBIDDEN when the caller's changes are requests (changeByRequest)" : ''}.${status ? ' Answers true.' : ''}`)}`,
    `  ${n.update}(id: ID!, input: ${T}Input!): ${answer}`,
  );
  if (def.changeRequest)
    out.push(
      `  ${quote(`Asks for a registration change (${def.module} × EDITAR): the changed fields go through ${def.changeRequest.workflow} and are saved when it completes. CONFLICT when someone else's request is pending; VALIDATION_FAILED when nothing changes.`)}`,
      `  ${n.requestChange}(id: ID!, input: ${T}Input!): ${T}!`,
    );
  if (def.active === 'toggle')
    out.push(`  ${quote(`${def.module} × INATIVAR.`)}`, `  ${n.setActive}(id: ID!, active: Boolean!): ${T}!`);
  if (def.remove)
    out.push(
      `  ${quote(`${def.module} × ${actionFor(def, 'remove')}; the history keeps what the record was.`)}`,
      `  ${n.remove}(id: ID!): Boolean!`,
    );
  out.push('}');
  return out.join('\n') + '\n';
}

export function resourceDocuments(def: ResourceDef): string {
  const T = def.typeName;
  const n = names(def);
  const status = def.writeAnswer === 'status';
  // A list row says too whether the caller's changes to it are requests (an in-place editor's button).
  const fields = [
    'id',
    ...outputFields(def).map(([k]) => k),
    ...(def.active ? ['active'] : []),
    'updatedAt',
    ...(def.changeRequest ? ['changeByRequest'] : []),
  ];
  const out = [
    `fragment ${n.fields} on ${T} {`,
    ...fields.map((f) => `  ${f}`),
    '}',
    '',
    `query ${n.list}($input: ListInput) {`,
    `  ${def.plural}(input: $input) {`,
    '    totalRegisters',
    '    totalEstimated',
    '    startCursor',
    '    endCursor',
    `    rows {`,
    `      ...${n.fields}`,
    '    }',
    '  }',
    '}',
    '',
    `query ${n.record}($id: ID!) {`,
    `  ${def.name}(id: $id) {`,
    `    ...${n.fields}`,
    ...(def.changeRequest ? ['    pendingChange {', '      ...PendingChange_Request', '    }'] : []),
    '  }',
    '}',
    '',
    `mutation ${cap(n.create)}($input: ${T}Input!) {`,
    status ? `  ${n.create}(input: $input)` : `  ${n.create}(input: $input) {\n    id\n  }`,
    '}',
    '',
    `mutation ${cap(n.update)}($id: ID!, $input: ${T}Input!) {`,
    status
      ? `  ${n.update}(id: $id, input: $input)`
      : `  ${n.update}(id: $id, input: $input) {\n    ...${n.fields}\n  }`,
    '}',
  ];
  if (def.changeRequest)
    out.push(
      '',
      `mutation ${cap(n.requestChange)}($id: ID!, $input: ${T}Input!) {`,
      `  ${n.requestChange}(id: $id, input: $input) {`,
      '    id',
      '  }',
      '}',
    );
  if (def.remove) out.push('', `mutation ${cap(n.remove)}($id: ID!) {`, `  ${n.remove}(id: $id)`, '}');
  if (def.active === 'toggle')
    out.push(
      '',
      `mutation ${cap(n.setActive)}($id: ID!, $active: Boolean!) {`,
      `  ${n.setActive}(id: $id, active: $active) {`,
      `    ...${n.fields}`,
      '  }',
      '}',
    );
  return out.join('\n') + '\n';
}

/** The typed documents of every area, as the web's kit hooks take them. */
export function resourceDocsModule(defs: readonly ResourceDef[]): string {
  const out = [
    "import * as G from '../graphql';",
    '',
    "/** Each kit area's typed documents and where its answers keep the rows and the record. */",
  ];
  for (const def of defs) {
    const n = names(def);
    const Create = cap(n.create);
    out.push(
      `export const ${n.docs} = {`,
      `  list: G.${n.list}Document,`,
      `  page: (d: G.${n.list}Query) => d.${def.plural},`,
      `  record: G.${n.record}Document,`,
      `  one: (d: G.${n.record}Query) => d.${def.name},`,
      `  recordQuery: '${n.record}',`,
      `  create: G.${Create}Document,`,
      def.writeAnswer === 'status'
        ? `  createdId: (_: G.${Create}Mutation): string | null => null,`
        : `  createdId: (d: G.${Create}Mutation): string | null => d.${n.create}.id,`,
      `  update: G.${cap(n.update)}Document,`,
      ...(def.changeRequest ? [`  requestChange: G.${cap(n.requestChange)}Document,`] : []),
      ...(def.active === 'toggle' ? [`  setActive: G.${cap(n.setActive)}Document,`] : []),
      ...(def.remove ? [`  remove: G.${cap(n.remove)}Document,`] : []),
      '};',
      '',
    );
  }
  return out.join('\n');
}
