import { Tag } from '@blueprintjs/core';
import { formatDateTime } from '@balcao/schema';
import type { GridColumn } from './DataGrid';

const status = (active: boolean) => (active ? 'Ativo' : 'Inativo');

/** The 'Situação' column of every list whose rows can be inactivated: a green tag when active. */
export const activeColumn = <Row extends { active: boolean }>(): GridColumn<Row> => ({
  key: 'active',
  title: 'Situação',
  width: 100,
  sortable: true,
  text: (r) => status(r.active),
  render: (r) => (
    <Tag minimal intent={r.active ? 'success' : 'none'}>
      {status(r.active)}
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
