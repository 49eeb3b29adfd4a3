import { formatCnpj, formatCpf } from '@balcao/schema';
import type { GridColumn } from '../../ui/grid';

/** The 'CNPJ / CPF' column of the customers' lists and reports: the CNPJ masked, else the CPF. */
export const customerDocumentColumn = <
  Row extends { cnpj?: string | null; cpf?: string | null },
>(): GridColumn<Row> => ({
  key: 'cnpj',
  title: 'CNPJ / CPF',
  width: 160,
  sortable: true,
  text: (r) => (r.cnpj ? formatCnpj(r.cnpj) : formatCpf(r.cpf ?? '')),
});
