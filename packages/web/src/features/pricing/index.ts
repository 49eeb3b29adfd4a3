export { ProductsPage } from './ProductsPage';
export { PriceTablesPage } from './PriceTablesPage';
export { SalesPriceTablePage } from './SalesPriceTablePage';
export { PriceTableReportPage } from './PriceTableReportPage';
export { ProductPicker } from './ProductPicker';
