import { Tag } from '@blueprintjs/core';
import { displayValue, statusText, type ResourceDef } from '@balcao/schema/resources';
import { activeColumn, updatedAtColumn, type GridColumn } from '../../ui/grid';
import type { BaseRecord } from './docs';

/** Overrides of the generated columns, by field key (a renderer, a width). */
export type ColumnSlots<Row> = Partial<Record<string, Partial<GridColumn<Row>>>>;

/**
 * A kit area's grid columns, from its definition: each list field in declaration order, shown as
 * people read it (masks, Sim/Não as a tag), then the status in the noun's gender and the last change.
 */
export function resourceColumns<Row extends BaseRecord>(def: ResourceDef, slots: ColumnSlots<Row> = {}) {
  const value = (row: Row, key: string) => (row as Record<string, unknown>)[key];
  const columns: GridColumn<Row>[] = [];
  for (const [key, f] of Object.entries(def.fields)) {
    if (!f.list) continue;
    const text = (r: Row) => displayValue(f, value(r, key));
    columns.push({
      key,
      title: f.list.title ?? f.label,
      width: f.list.width,
      sortable: Boolean(f.sort),
      text,
      ...(f.type === 'boolean'
        ? {
            render: (r: Row) =>
              value(r, key) ? (
                <Tag minimal intent="primary">
                  {text(r)}
                </Tag>
              ) : (
                text(r)
              ),
          }
        : {}),
      ...slots[key],
    });
  }
  if (def.active) columns.push({ ...activeColumn<Row>((a) => statusText(def, a)), ...slots.active });
  columns.push(updatedAtColumn<Row>());
  return columns;
}
