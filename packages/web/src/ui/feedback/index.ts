export { ErrorPanel } from './ErrorPanel';
