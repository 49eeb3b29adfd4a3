export { ErrorPanel } from './ErrorPanel';
export { Loaded } from './Loaded';
