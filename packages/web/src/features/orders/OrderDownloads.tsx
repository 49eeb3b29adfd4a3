import { Button, Menu, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { exportQueryString, type GridState } from '../../ui/grid';

/** The orders' downloads (spec/02 §7 'async downloads of invoices, customers and orders'). */
const DOWNLOADS: { list: string; text: string; icon: IconName }[] = [
  { list: 'orders-download', text: 'Pedidos', icon: 'shopping-cart' },
  { list: 'orders-invoices', text: 'Faturamento (itens faturados)', icon: 'document' },
  { list: 'orders-customers', text: 'Clientes dos pedidos', icon: 'people' },
];

/**
 * 'DOWNLOADS' in the order list's toolbar: the orders the list selects (its search, filters and
 * order), their invoiced items or their customers, each built in the background; the file arrives
 * as a notification.
 */
export function OrderDownloads({ state }: { state: GridState }) {
  const query = new URLSearchParams(exportQueryString(state, 'xlsx', []));
  const start = (list: string, text: string) =>
    void downloadFile(`/files/exports/${list}?${query.toString()}`, `${text}.xlsx`).catch((e: Error) =>
      notify.error(e.message || MSG.downloadFailed),
    );
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Downloads de pedidos">
          {DOWNLOADS.map((d) => (
            <MenuItem key={d.list} icon={d.icon} text={d.text} onClick={() => start(d.list, d.text)} />
          ))}
        </Menu>
      }
    >
      <Button icon="download" rightIcon="caret-down" text="DOWNLOADS" />
    </PopoverNext>
  );
}
