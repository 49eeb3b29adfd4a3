export { BuyersPage } from './BuyersPage';
export { CustomerRefField } from './BuyerCustomerPicker';
export {
  BuyerCustomerPicker,
  customerChoices,
  type CustomerChoices,
  type PickedCustomer,
} from './BuyerCustomerPicker';
