import type { ReactNode } from 'react';
import { DataGrid, type DataGridProps } from './DataGrid';

/**
 * A page that is one grid under its title; `children`: what the page opens over it (a dialog).
 */
export function GridPage<Row>({
  title,
  children,
  ...grid
}: DataGridProps<Row> & { title: string; children?: ReactNode }) {
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <DataGrid {...grid} />
      {children}
    </div>
  );
}
