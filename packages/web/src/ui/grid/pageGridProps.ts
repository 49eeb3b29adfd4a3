/**
 * A list query's page as a DataGrid's rows, row key, count, loading and error: the page read
 * last stays while the next one loads, and the error shows only when there is no page to show.
 */
export function pageGridProps<Row extends { id: string }>(
  page: { rows: readonly Row[]; totalRegisters: number } | undefined,
  loading: boolean,
  error: unknown,
  errorText: string,
) {
  return {
    rows: page?.rows ?? [],
    rowKey: (r: Row) => r.id,
    totalRegisters: page?.totalRegisters ?? 0,
    loading,
    error: error && !page ? errorText : null,
  };
}
