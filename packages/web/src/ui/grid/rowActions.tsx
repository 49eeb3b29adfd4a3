import type { ReactNode } from 'react';
import type { IconName } from '@blueprintjs/core';
import { IconButton } from '../form/IconButton';

export type GridColumn<Row> = {
  /** The list's column key: what orderBy and filters name. */
  key: string;
  title: string;
  width?: number;
  sortable?: boolean;
  /** What the cell shows; default: the row's value under `key`, as text. */
  render?: (row: Row) => ReactNode;
  /** Plain text of the cell, for tooltips and copying; default: String(value). */
  text?: (row: Row) => string;
};

export type RowActionKind = 'edit' | 'view' | 'delete' | 'download' | 'redirect' | 'bind' | 'pin' | 'custom';

export type RowAction<Row> = {
  kind: RowActionKind;
  label: string;
  icon?: IconName;
  onClick: (row: Row) => void;
  hidden?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
  /** A toggle (pin: the row's fixed flag): on shows pressed, with `activeLabel` (and the unpin icon). */
  active?: (row: Row) => boolean;
  activeLabel?: string;
};

/** spec/02 §6: a row is inactive when its status is INACTIVE or isActive/active is false. */
export const isInactiveRow = (row: unknown) => {
  const r = row as { status?: unknown; isActive?: unknown; active?: unknown };
  return r.status === 'INACTIVE' || r.isActive === false || r.active === false;
};

const ACTION_ICONS: Record<RowActionKind, IconName> = {
  edit: 'edit',
  view: 'eye-open',
  delete: 'trash',
  download: 'download',
  redirect: 'arrow-right',
  bind: 'link',
  pin: 'pin',
  custom: 'more',
};

/** One row action: its icon button, named after the action and the row ('Excluir: Ana'). */
export function RowActionButton<Row>({
  action: a,
  row,
  name,
}: {
  action: RowAction<Row>;
  row: Row;
  name: string;
}) {
  const on = a.active?.(row) ?? false;
  const label = on && a.activeLabel ? a.activeLabel : a.label;
  return (
    <IconButton
      icon={a.icon ?? (a.kind === 'pin' && on ? 'unpin' : ACTION_ICONS[a.kind])}
      tooltip={label}
      label={name ? `${label}: ${name}` : label}
      pressed={a.active ? on : undefined}
      disabled={a.disabled?.(row)}
      onClick={() => a.onClick(row)}
    />
  );
}
