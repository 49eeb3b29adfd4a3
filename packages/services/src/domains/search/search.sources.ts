import { CUSTOMER_RECORD_PATH, formatCnpj, formatCpf, recordPath } from '@balcao/schema';
import { displayOf, recordTitle, type ResourceDef } from '@balcao/schema/resources';
import type { Caller } from '../../auth/caller.js';
import type { ListSpec } from '../../lib/list.js';
import type { ResourceArea } from '../../kit/area.js';
import { customerListWhere } from '../customers/access.js';
import { CUSTOMER_LIST } from '../customers/customers.repo.js';

type Row = Record<string, unknown> & { id: number | string };

/** One area the palette searches: its list with the caller's record rule, and how a hit reads. */
export type SearchSource = {
  area: string;
  label: string;
  module: string;
  list: ListSpec;
  where: (caller: Caller) => ListSpec['where'];
  title: (row: Row) => string;
  subtitle: (row: Row) => string;
  path: (id: number) => string;
  /** The record route's base path (a workflow type's record route names it). */
  base: string;
};

/** A record's other list columns, as people read them, beside its name: what tells two apart. */
function subtitleOf(def: ResourceDef, row: Row) {
  const title = recordTitle(def, row);
  return Object.entries(def.fields)
    .filter(([k, f]) => f.list && f.type !== 'boolean' && k !== def.title)
    .map(([k]) => displayOf(def, k, row[k]))
    .filter((v) => v && !title.includes(v))
    .slice(0, 2)
    .join(' · ');
}

/** A kit area, searched by its definition's search fields, with its named record rule. */
export const kitSource = ({ def, store, rule }: ResourceArea): SearchSource => ({
  area: def.plural,
  label: def.noun.many,
  module: def.module,
  list: store.list,
  where: (caller) => rule.listWhere(caller),
  title: (row) => recordTitle(def, row),
  subtitle: (row) => subtitleOf(def, row),
  path: (id) => recordPath(def.path, id),
  base: def.path,
});

/**
 * Customers, not on the kit yet: their list's search (name, short name, CNPJ, city) under their
 * own rule (customers/access.ts). Once they are a kit area, kitSource covers them and this goes.
 */
export const customerSource: SearchSource = {
  area: 'customers',
  label: 'Clientes',
  module: 'CLIENTES',
  list: CUSTOMER_LIST,
  where: customerListWhere,
  title: (row) => String(row.corporateName ?? ''),
  subtitle: (row) =>
    [
      row.cnpj ? formatCnpj(String(row.cnpj)) : row.cpf ? formatCpf(String(row.cpf)) : '',
      row.city ? `${String(row.city)}/${String(row.uf ?? '')}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  path: (id) => recordPath(CUSTOMER_RECORD_PATH, id),
  base: CUSTOMER_RECORD_PATH,
};
