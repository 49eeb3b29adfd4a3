import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens built so far, by route key (schema/routeData.ts). A route without one shows the plain
 * "not yet available" page. Each screen is its own chunk, loaded when first opened.
 */
export const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  administrativeUsers: lazy(() => import('../features/users').then((m) => ({ default: m.UsersPage }))),
  administrativeProfiles: lazy(() =>
    import('../features/profiles').then((m) => ({ default: m.ProfilesPage })),
  ),
  administrativeLoginImage: lazy(() =>
    import('../features/loginImage').then((m) => ({ default: m.LoginImagePage })),
  ),
  administrativeTaskPanelList: lazy(() =>
    import('../features/tasks').then((m) => ({ default: m.TaskPanelPage })),
  ),
  administrativeAssumed: lazy(() =>
    import('../features/tasks').then((m) => ({ default: m.AssumedTasksPage })),
  ),
  administrativePending: lazy(() =>
    import('../features/tasks').then((m) => ({ default: m.PendingTasksPage })),
  ),
  administrativeWorkflowPanel: lazy(() =>
    import('../features/workflows').then((m) => ({ default: m.WorkflowPanelPage })),
  ),
  administrativeStatusRegister: lazy(() =>
    import('../features/workflows').then((m) => ({ default: m.SituationsPage })),
  ),
  administrativeTitleAction: lazy(() =>
    import('../features/workflows').then((m) => ({ default: m.ActionTitlesPage })),
  ),
  administrativeSubstitutesReport: lazy(() =>
    import('../features/substitutesReport').then((m) => ({ default: m.SubstitutesReportPage })),
  ),
  administrativeSubstitutes: lazy(() =>
    import('../features/workflows').then((m) => ({ default: m.SubstitutesPage })),
  ),
  administrativeRegisterAuxApprovalMode: lazy(() =>
    import('../features/workflows').then((m) => ({ default: m.ApprovalModesPage })),
  ),
  administrativeTransferTasks: lazy(() =>
    import('../features/tasks').then((m) => ({ default: m.TransferTasksPage })),
  ),
  notificationList: lazy(() =>
    import('../features/notifications').then((m) => ({ default: m.NotificationListPage })),
  ),
  messageboard: lazy(() => import('../features/messageBoard').then((m) => ({ default: m.MessageBoardPage }))),
  clientCustomerPanel: lazy(() =>
    import('../features/customers').then((m) => ({ default: m.CustomerPanelPage })),
  ),
  clientCustomer: lazy(() => import('../features/customers').then((m) => ({ default: m.CustomersPage }))),
  administrativePermissionInspector: lazy(() =>
    import('../features/permissionInspector').then((m) => ({ default: m.PermissionInspectorPage })),
  ),
  clientCustomerTotvsPanel: lazy(() =>
    import('../features/erp').then((m) => ({ default: m.TotvsPanelPage })),
  ),
  administrativeCompanies: lazy(() =>
    import('../features/companies').then((m) => ({ default: m.CompaniesPage })),
  ),
  financialJurisdiction: lazy(() =>
    import('../features/workflows').then((m) => ({ default: m.JurisdictionsPage })),
  ),
  financialTasks: lazy(() => import('../features/tasks').then((m) => ({ default: m.FinancialTasksPage }))),
  financialSumsBudget: lazy(() => import('../features/financial').then((m) => ({ default: m.BudgetsPage }))),
  financialBalanceFunds: lazy(() =>
    import('../features/financial').then((m) => ({ default: m.BalanceFundsPage })),
  ),
  financialDebitNotes: lazy(() =>
    import('../features/financial').then((m) => ({ default: m.DebitNotesPage })),
  ),
  financialVpc: lazy(() => import('../features/financial').then((m) => ({ default: m.VpcRequestsPage }))),
  financialCustVpc: lazy(() => import('../features/financial').then((m) => ({ default: m.VpcCostPage }))),
  financialTitlesReceive: lazy(() =>
    import('../features/financial').then((m) => ({ default: m.ReceivablesPage })),
  ),
  financialSalesDashboard: lazy(() =>
    import('../features/financial').then((m) => ({ default: m.SalesDashboardPage })),
  ),
  financialPriceSimulation: lazy(() =>
    import('../features/financial').then((m) => ({ default: m.PriceSimulationPage })),
  ),
  financialBanks: lazy(() => import('../features/companies').then((m) => ({ default: m.BanksPage }))),
  fan: lazy(() => import('../features/financial').then((m) => ({ default: m.FansPage }))),
  clientCustomerReport: lazy(() =>
    import('../features/customerReports').then((m) => ({ default: m.CustomerReportPage })),
  ),
  clientCustomerDashboard: lazy(() =>
    import('../features/customerReports').then((m) => ({ default: m.CustomerDashboardPage })),
  ),
  clientCustomerProspection: lazy(() =>
    import('../features/customerReports').then((m) => ({ default: m.CustomerProspectionPage })),
  ),
  clientRepresentatives: lazy(() =>
    import('../features/representatives').then((m) => ({ default: m.RepresentativesPage })),
  ),
  clientRepresentativesPanel: lazy(() =>
    import('../features/representatives').then((m) => ({ default: m.RepresentativesPanelPage })),
  ),
  clientRepresentativesTotvsPanel: lazy(() =>
    import('../features/erp').then((m) => ({ default: m.RepresentativesTotvsPanelPage })),
  ),
  clientBuyers: lazy(() => import('../features/buyers').then((m) => ({ default: m.BuyersPage }))),
  salesNeogrid: lazy(() => import('../features/neogrid').then((m) => ({ default: m.NeogridPage }))),
  salesNegotiations: lazy(() =>
    import('../features/negotiations').then((m) => ({ default: m.NegotiationsPage })),
  ),
  salesOrders: lazy(() => import('../features/orders').then((m) => ({ default: m.OrdersPage }))),
  salesOrdersApproval: lazy(() =>
    import('../features/orders').then((m) => ({ default: m.OrderApprovalPage })),
  ),
  salesPresidency: lazy(() =>
    import('../features/negotiations').then((m) => ({ default: m.PresidencyPage })),
  ),
  salesProductreleases: lazy(() =>
    import('../features/pricing').then((m) => ({ default: m.ProductReleasesPage })),
  ),
  salesProducts: lazy(() => import('../features/pricing').then((m) => ({ default: m.ProductsPage }))),
  administrativeRegisterAuxPriceTable: lazy(() =>
    import('../features/pricing').then((m) => ({ default: m.PriceTablesPage })),
  ),
  salesPricetable: lazy(() =>
    import('../features/pricing').then((m) => ({ default: m.SalesPriceTablePage })),
  ),
  salesPricetableReport: lazy(() =>
    import('../features/pricing').then((m) => ({ default: m.PriceTableReportPage })),
  ),
};

/** Whether the screen of a route key is built: the menu and the home page offer only those. */
export const isBuilt = (routeKey: string): boolean => routeKey in SCREENS;
