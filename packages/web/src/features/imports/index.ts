export { ImportPanel } from './ImportPanel';
export { ImportButton, ImportScreen } from './ImportScreen';
