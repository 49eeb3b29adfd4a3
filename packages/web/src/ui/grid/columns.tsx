import { Tag } from '@blueprintjs/core';
import { formatDateTime } from '@balcao/schema';
import type { GridColumn } from './DataGrid';

const masculine = (active: boolean) => (active ? 'Ativo' : 'Inativo');

/**
 * The 'Situação' column of every list whose rows can be inactivated: a green tag when active;
 * `status` words it in the gender of the list's noun ('Ativa' for a situation).
 */
export const activeColumn = <Row extends { active?: boolean }>(
  status: (active: boolean) => string = masculine,
): GridColumn<Row> => ({
  key: 'active',
  title: 'Situação',
  width: 100,
  sortable: true,
  text: (r) => status(r.active !== false),
  render: (r) => (
    <Tag minimal intent={r.active !== false ? 'success' : 'none'}>
      {status(r.active !== false)}
    </Tag>
  ),
});

/** The 'Atualizado em' column: the row's last change as DD/MM/YYYY HH:mm:ss. */
export const updatedAtColumn = <Row extends { updatedAt: string }>(): GridColumn<Row> => ({
  key: 'updatedAt',
  title: 'Atualizado em',
  width: 160,
  sortable: true,
  text: (r) => formatDateTime(r.updatedAt),
});

/** The 'Cadastrado em' column: when the row was created, as DD/MM/YYYY HH:mm:ss. */
export const createdAtColumn = <Row extends { createdAt: string }>(): GridColumn<Row> => ({
  key: 'createdAt',
  title: 'Cadastrado em',
  width: 160,
  sortable: true,
  text: (r) => formatDateTime(r.createdAt),
});
