export { BuyersPage } from './BuyersPage';
export { CustomerRefField } from './BuyerCustomerPicker';
export {
  BuyerCustomerPicker,
  customerSource,
  type CustomerChoices,
  type PickedCustomer,
} from './BuyerCustomerPicker';
