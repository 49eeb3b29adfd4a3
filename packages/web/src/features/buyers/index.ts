export { BuyersPage } from './BuyersPage';
