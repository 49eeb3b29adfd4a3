export { CustomersPage, CustomerPanelPage } from './CustomersPage';
