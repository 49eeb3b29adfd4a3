export { RepresentativesPage } from './RepresentativesPage';
export { RepresentativesPanelPage } from './RepresentativesPanelPage';
