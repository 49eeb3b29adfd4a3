export { TotvsPanelPage } from './TotvsPanelPage';
export { ErpClientSummary } from './ErpClientSummary';
export { RepresentativesTotvsPanelPage } from './RepresentativesTotvsPanelPage';
