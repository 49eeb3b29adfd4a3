export { HomePage } from './HomePage';
export { UnavailablePage } from './UnavailablePage';
