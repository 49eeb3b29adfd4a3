export { HomePage } from './HomePage';
export { ModuleNotAvailablePage } from './ModuleNotAvailablePage';
