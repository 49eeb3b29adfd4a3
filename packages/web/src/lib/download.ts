import { GRID, MSG } from '@balcao/schema';
import { exportQueryString, type GridExportsConfig, type GridState } from '../ui/grid';
import { sessionStorage } from './sessionStorage';
import { notify } from './toaster';

/** The file name a response names in Content-Disposition (filename* first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * Fetches a file from the gateway with the session's token and hands it to the browser as a
 * download; a server error comes back as its message. A 202 means the file is being built in the
 * background: the user is told it will arrive as a notification ('queued').
 */
export async function downloadFile(path: string, fallbackName: string): Promise<'saved' | 'queued'> {
  const token = sessionStorage.token();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status === 202) {
    notify.custom(MSG.exportQueued);
    return 'queued';
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    // A server's crash reads as the spec's internal error, whatever text came with it.
    const internal = res.status >= 500 && ![502, 503, 504].includes(res.status);
    throw new Error(internal ? MSG.internalError : body?.message || `HTTP ${res.status}`);
  }
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition'), fallbackName));
  return 'saved';
}

/** Hands a file the app holds to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The grid exports of a list the gateway serves at /files/exports/<list>: Excel, CSV and PDF of what
 * the grid shows (its search, filters, sort and chosen columns) named `${title}.<format>`, and with
 * `log`, 'Exportar Log' from /files/exports/<list>-log as 'Log de ${title}.xlsx'. A failure is told
 * in the server's words.
 */
export function listExports(
  state: GridState,
  list: string,
  title: string,
  { log = false }: { log?: boolean } = {},
): GridExportsConfig {
  const get = (path: string, name: string) =>
    downloadFile(path, name).catch((e: Error) => notify.error(e.message || MSG.downloadFailed));
  return {
    formats: ['xlsx', 'csv', 'pdf'],
    onExport: (format, columns) =>
      get(`/files/exports/${list}?${exportQueryString(state, format, columns)}`, `${title}.${format}`),
    log: log
      ? {
          limit: GRID.exportLogLimit,
          onExport: () =>
            get(`/files/exports/${list}-log?${exportQueryString(state, 'xlsx', [])}`, `Log de ${title}.xlsx`),
        }
      : undefined,
  };
}
