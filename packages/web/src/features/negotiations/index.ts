export { NegotiationsPage } from './NegotiationsPage';
