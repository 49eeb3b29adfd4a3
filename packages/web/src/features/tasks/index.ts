export { TaskPanelPage, AssumedTasksPage, PendingTasksPage } from './TaskPanelPage';
export { TransferTasksPage } from './TransferTasksPage';
