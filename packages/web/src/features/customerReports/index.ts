export { CustomerReportPage } from './CustomerReportPage';
export { CustomerDashboardPage } from './CustomerDashboardPage';
export { CustomerProspectionPage } from './CustomerProspectionPage';
