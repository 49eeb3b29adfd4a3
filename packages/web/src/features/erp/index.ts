export { TotvsPanelPage } from './TotvsPanelPage';
export { ErpClientSummary } from './ErpClientSummary';
