export { CompaniesPage } from './CompaniesPage';
export { BanksPage } from './BanksPage';
