export { TaskPanelPage, AssumedTasksPage, PendingTasksPage, FinancialTasksPage } from './TaskPanelPage';
export { TransferTasksPage } from './TransferTasksPage';
