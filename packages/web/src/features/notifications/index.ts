export { NotificationButton } from './NotificationButton';
export { NotificationListPage } from './NotificationListPage';
export { CountButton, badgeText } from './CountButton';
export { pathOf } from './routePaths';
export { PanelSeeAll, PanelSelectionToolbar, SidePanel } from './SidePanel';
