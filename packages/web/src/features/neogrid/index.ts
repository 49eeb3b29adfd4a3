export { NeogridPage } from './NeogridPage';
