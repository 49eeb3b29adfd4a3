export { SubstitutesReportPage } from './SubstitutesReportPage';
