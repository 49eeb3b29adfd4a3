export { NegotiationsPage } from './NegotiationsPage';
export { PresidencyPage } from './PresidencyPage';
