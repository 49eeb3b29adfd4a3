import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export type RootName = 'Query' | 'Mutation' | 'Subscription';
export type Operation = { root: RootName; name: string; field: GraphQLField<unknown, unknown> };

/** Every field of Query, Mutation and Subscription: the operations clients may send. */
export function operationsOf(schema: GraphQLSchema): Operation[] {
  const roots: [RootName, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ root, name: field.name, field })),
  );
}

const SCALARS: Record<string, unknown> = {
  ID: '999999',
  Int: 1,
  Float: 1.5,
  String: 'x',
  Boolean: true,
  DateTime: '2026-01-15T12:00:00Z',
  JSON: {},
};

/** A value of the type that GraphQL accepts: required fields only, the first enum value. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType as GraphQLInputType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  if (isScalarType(type)) return SCALARS[type.name] ?? 'x';
  return null;
}

/** The field's required arguments with sample values, `values` over them. */
export const sampleArgs = (args: readonly GraphQLArgument[], values: Record<string, unknown> = {}) =>
  Object.fromEntries(
    args
      .filter((a) => (isNonNullType(a.type) && a.defaultValue === undefined) || a.name in values)
      .map((a) => [a.name, a.name in values ? values[a.name] : sampleValue(a.type)]),
  );

/** One operation calling the field with variables for its arguments, selecting `__typename` of an object. */
export function documentFor(op: Operation, argNames: string[]): string {
  const { field } = op;
  const args = field.args.filter((a) => argNames.includes(a.name));
  const vars = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const keyword = op.root === 'Query' ? 'query' : op.root === 'Mutation' ? 'mutation' : 'subscription';
  return `${keyword}${vars ? `(${vars})` : ''} { ${op.name}${call ? `(${call})` : ''}${selection} }`;
}

/** The argument that names a record: `id`, or the first required ID one. */
export const idArgOf = (op: Operation) =>
  op.field.args.find((a) => a.name === 'id') ??
  op.field.args.find((a) => isNonNullType(a.type) && getNamedType(a.type).name === 'ID');

/**
 * The argument naming the record an operation's rule applies to: the entry's `record` (a name, or
 * `input.field`), else `id` or the first required ID one.
 */
export const recordArgOf = (op: Operation, entry: { record?: string }) => entry.record ?? idArgOf(op)?.name;

/** Arguments naming the record `id` at `arg` (`input.field`: inside the input's sample value). */
export function recordArgs(op: Operation, arg: string, id: string): Record<string, unknown> {
  const [name, field] = arg.split('.') as [string, string?];
  if (!field) return { [name]: id };
  const type = op.field.args.find((a) => a.name === name)!.type;
  return { [name]: { ...(sampleValue(type) as object), [field]: id } };
}
