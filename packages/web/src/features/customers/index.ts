export { CustomersPage, CustomerPanelPage } from './CustomersPage';
export { StatusTag, customerStatusColumn } from './StatusTag';
export { customerDocumentColumn } from './documentColumn';
