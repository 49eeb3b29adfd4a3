import { Button, ButtonGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { GRID } from '@balcao/schema';
import { pageCount, type GridState } from './gridState';

/**
 * The grid's pager: rows per page (10/25/50/100), the range shown, and first/previous/next/last.
 * `estimated`: the total is an estimate (a list too large to count at every page), said 'cerca de'.
 * `cursors`: where the page shown starts and ends, when the list answers them: the next and the
 * previous page are read from there (a deep page of a million orders skips no offset).
 */
/** A page's first and last rows' places in the list's order (GraphQL `startCursor`, `endCursor`). */
export type GridCursors = { start?: string | null; end?: string | null };

export function GridPager({
  state,
  totalRegisters,
  estimated = false,
  loading,
  change,
  cursors,
}: {
  state: GridState;
  totalRegisters: number;
  estimated?: boolean;
  cursors?: GridCursors;
  loading: boolean;
  change: (c: Partial<GridState>) => void;
}) {
  const pages = pageCount(totalRegisters, state.pageSize);
  const about = estimated ? 'cerca de ' : '';
  const first = totalRegisters === 0 ? 0 : state.page * state.pageSize + 1;
  const last = Math.min(totalRegisters, (state.page + 1) * state.pageSize);
  return (
    <div className="grid-pager" role="navigation" aria-label="Paginação">
      <label className="grid-page-size">
        Linhas por página
        <HTMLSelect
          // The label holds the select's caret too: a titled caret would join the select's name.
          iconProps={{ title: false }}
          value={state.pageSize}
          onChange={(e) => change({ pageSize: Number(e.target.value) })}
          options={GRID.pageSizes.map((n) => ({ value: n, label: String(n) }))}
        />
      </label>
      <span
        className="grid-range"
        aria-live="polite"
        title={
          estimated ? 'Total estimado: a lista é grande demais para ser contada a cada página' : undefined
        }
      >
        {loading && <Spinner size={14} aria-label="Carregando" />}
        {first.toLocaleString('pt-BR')}–{last.toLocaleString('pt-BR')} de {about}
        {totalRegisters.toLocaleString('pt-BR')}
      </span>
      <ButtonGroup variant="minimal">
        <Button
          icon="double-chevron-left"
          aria-label="Primeira página"
          disabled={state.page === 0}
          onClick={() => change({ page: 0 })}
        />
        <Button
          icon="chevron-left"
          aria-label="Página anterior"
          disabled={state.page === 0}
          onClick={() =>
            change({
              page: state.page - 1,
              ...(state.page > 1 && cursors?.start ? { before: cursors.start } : {}),
            })
          }
        />
        <span className="grid-page-number">
          Página {state.page + 1} de {about}
          {pages.toLocaleString('pt-BR')}
        </span>
        <Button
          icon="chevron-right"
          aria-label="Próxima página"
          disabled={state.page + 1 >= pages}
          onClick={() => change({ page: state.page + 1, ...(cursors?.end ? { after: cursors.end } : {}) })}
        />
        <Button
          icon="double-chevron-right"
          aria-label="Última página"
          disabled={state.page + 1 >= pages}
          onClick={() => change({ page: pages - 1 })}
        />
      </ButtonGroup>
    </div>
  );
}
