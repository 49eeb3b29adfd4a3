export { BuyersPage } from './BuyersPage';
export { CustomerRefField } from './BuyerCustomerPicker';
