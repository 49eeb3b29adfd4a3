export { WorkflowPanelPage } from './WorkflowPanelPage';
export { SituationsPage } from './SituationsPage';
export { ActionTitlesPage } from './ActionTitlesPage';
export { SubstitutesPage } from './SubstitutesPage';
export { ApprovalModesPage } from './ApprovalModesPage';
export { JurisdictionsPage } from './JurisdictionsPage';
