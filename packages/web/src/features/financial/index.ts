export { BudgetsPage } from './BudgetsPage';
export { BalanceFundsPage } from './BalanceFundsPage';
export { DebitNotesPage } from './DebitNotesPage';
export { VpcRequestsPage } from './VpcRequestsPage';
export { VpcCostPage } from './VpcCostPage';
export { FansPage } from './FansPage';
export { ReceivablesPage } from './ReceivablesPage';
export { SalesDashboardPage } from './SalesDashboardPage';
