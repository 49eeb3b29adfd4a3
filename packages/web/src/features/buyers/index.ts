export { BuyersPage } from './BuyersPage';
export { CustomerRefField } from './BuyerCustomerPicker';
export { BuyerCustomerPicker, type CustomerChoices, type PickedCustomer } from './BuyerCustomerPicker';
