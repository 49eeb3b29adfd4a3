export { OrdersPage } from './OrdersPage';
export { OrderApprovalPage } from './OrderApprovalPage';
export { MakeOrderButton } from './MakeOrderButton';
