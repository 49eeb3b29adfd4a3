import { ERP_CLIENT_STATUS_LABEL, formatCnpj, type ErpClientStatus } from '@balcao/schema';
import type { GridColumn } from '../../ui/grid';
import { ErpStatusTag } from './ErpStatusTag';

/** The columns the TOTVS panels share, each as wide as its panel wants. */
export const erpCnpjColumn = <Row extends { cnpj: string }>(width: number): GridColumn<Row> => ({
  key: 'cnpj',
  title: 'CNPJ',
  width,
  text: (r) => formatCnpj(r.cnpj),
});

export const erpStatusColumn = <Row extends { status: ErpClientStatus }>(width: number): GridColumn<Row> => ({
  key: 'status',
  title: 'Situação',
  width,
  text: (r) => ERP_CLIENT_STATUS_LABEL[r.status],
  render: (r) => <ErpStatusTag status={r.status} />,
});

export const erpCityColumn = <Row extends { city: string; state: string }>(
  width: number,
): GridColumn<Row> => ({
  key: 'city',
  title: 'Cidade/UF',
  width,
  text: (r) => `${r.city}/${r.state}`,
});
