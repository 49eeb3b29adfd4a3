import { Checkbox, Icon, Tag } from '@blueprintjs/core';
import { formatDateTime } from '@balcao/schema';
import type { GridColumn } from '../../ui/grid';
import type { MessageRow_MessageFragment as Row } from '../../__generated__/graphql';

/** The board page's columns: selection, pin, subject (bold while unread), sender, date, reading, status. */
export function messageColumns(
  selected: ReadonlySet<string>,
  toggle: (id: string, on: boolean) => void,
): GridColumn<Row>[] {
  return [
    {
      key: 'select',
      title: 'Sel.',
      width: 50,
      text: (r) => (selected.has(r.id) ? 'Sim' : ''),
      render: (r) => (
        <Checkbox
          checked={selected.has(r.id)}
          aria-label={`Selecionar ${r.subject}`}
          onChange={(e) => toggle(r.id, e.currentTarget.checked)}
          style={{ margin: 0 }}
        />
      ),
    },
    {
      key: 'pinned',
      title: 'Fixo',
      width: 60,
      sortable: true,
      text: (r) => (r.pinned ? 'Sim' : 'Não'),
      render: (r) => (r.pinned ? <Icon icon="pin" intent="warning" title="Fixo" /> : null),
    },
    {
      key: 'subject',
      title: 'Assunto',
      width: 300,
      sortable: true,
      render: (r) => <span className={r.read ? '' : 'unread-row'}>{r.subject}</span>,
    },
    { key: 'sender', title: 'Remetente', width: 200, sortable: true, text: (r) => r.user.name },
    {
      key: 'created_at',
      title: 'Enviado em',
      width: 160,
      sortable: true,
      text: (r) => formatDateTime(r.created_at),
    },
    {
      key: 'read',
      title: 'Leitura',
      width: 90,
      text: (r) => (r.read ? 'Lido' : 'Não lido'),
      render: (r) => (
        <Tag minimal intent={r.read ? 'none' : 'primary'}>
          {r.read ? 'Lido' : 'Não lido'}
        </Tag>
      ),
    },
    { key: 'active', title: 'Situação', width: 90, text: (r) => (r.active ? 'Ativo' : 'Inativo') },
  ];
}
