export { CompaniesPage } from './CompaniesPage';
export { BanksPage } from './BanksPage';
export { RepresentativeChoicePicker, type RepresentativeChoices } from './CompanyRepresentativePicker';
