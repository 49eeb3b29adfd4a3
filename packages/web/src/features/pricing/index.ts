export { ProductsPage } from './ProductsPage';
export { ProductReleasesPage } from './ProductReleasesPage';
export { PriceTablesPage } from './PriceTablesPage';
export { SalesPriceTablePage } from './SalesPriceTablePage';
export { PriceTableReportPage } from './PriceTableReportPage';
export { ProductPicker, productField } from './ProductPicker';
export { ProductLineList } from './ProductLineList';
