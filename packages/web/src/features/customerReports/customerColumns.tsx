import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { CUSTOMER_RECORD_PATH } from '@balcao/schema';
import type { GridColumn, RowAction } from '../../ui/grid';
import { customerDocumentColumn } from '../customers';

type CustomerRow = {
  id: string;
  corporateName: string;
  cnpj?: string | null;
  cpf?: string | null;
};

/** The report grids' first columns: who the customer is (name, CNPJ or CPF, the matrix's code). */
export const customerIdentityColumns = <Row extends CustomerRow>(): GridColumn<Row>[] => [
  { key: 'corporateName', title: 'Razão social', width: 260, sortable: true },
  customerDocumentColumn<Row>(),
  { key: 'companyCode', title: 'Matriz', width: 100 },
];

/** A report row's 'Visualizar': opens its customer, as in the customers' list (hidden without `canView`). */
export function useViewCustomerAction<Row extends { id: string }>(canView = true) {
  const navigate = useNavigate();
  return useMemo<RowAction<Row>[]>(
    () => [
      {
        kind: 'view',
        label: 'Visualizar',
        hidden: () => !canView,
        onClick: (r) => navigate(`${CUSTOMER_RECORD_PATH}/view/${r.id}`),
      },
    ],
    [canView, navigate],
  );
}
