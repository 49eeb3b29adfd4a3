import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import type { GridColumn } from './rowActions';
import type { GridView } from './useGridView';

/** The "Colunas" button: which columns show (at least one), and back to the default columns. */
export function GridColumnsChooser<Row>({
  columns,
  view,
  visibleCount,
  setView,
}: {
  columns: GridColumn<Row>[];
  view: GridView;
  visibleCount: number;
  setView: (v: GridView | null) => void;
}) {
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div className="grid-columns-chooser" aria-label="Colunas visíveis">
          {view.order.map((k) => {
            const c = columns.find((x) => x.key === k);
            if (!c) return null;
            const shown = !view.hidden.includes(k);
            return (
              <Checkbox
                key={k}
                label={c.title}
                checked={shown}
                disabled={shown && visibleCount === 1}
                onChange={() =>
                  setView({
                    ...view,
                    hidden: shown ? [...view.hidden, k] : view.hidden.filter((h) => h !== k),
                  })
                }
              />
            );
          })}
          <Button variant="minimal" size="small" text="Restaurar colunas" onClick={() => setView(null)} />
        </div>
      }
    >
      <Button icon="column-layout" text="Colunas" />
    </PopoverNext>
  );
}
