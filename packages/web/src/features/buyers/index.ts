export { BuyersPage } from './BuyersPage';
export { CustomerRefField } from './BuyerCustomerPicker';
export { BuyerCustomerPicker, type PickedCustomer } from './BuyerCustomerPicker';
