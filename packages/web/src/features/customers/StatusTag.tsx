import { Tag } from '@blueprintjs/core';
import { CUSTOMER_STATUS_LABEL, type CustomerStatus } from '@balcao/schema';
import type { GridColumn } from '../../ui/grid';

const INTENT: Record<CustomerStatus, 'none' | 'primary' | 'success' | 'warning'> = {
  PRE_REGISTRATION: 'warning',
  IN_APPROVAL: 'primary',
  ACTIVE: 'success',
  INACTIVE: 'none',
};

/** A customer's status as a tag (text and colour together). */
export const StatusTag = ({ status }: { status: string }) => (
  <Tag minimal intent={INTENT[status as CustomerStatus] ?? 'none'}>
    {CUSTOMER_STATUS_LABEL[status as CustomerStatus] ?? status}
  </Tag>
);

/** The 'Situação' column of the customers' lists and reports: the status as a tag. */
export const customerStatusColumn = <Row extends { status: string }>(): GridColumn<Row> => ({
  key: 'status',
  title: 'Situação',
  width: 120,
  sortable: true,
  render: (r) => <StatusTag status={r.status} />,
});
