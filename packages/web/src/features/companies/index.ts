export { CompaniesPage } from './CompaniesPage';
export { BanksPage } from './BanksPage';
export { RepresentativeChoicePicker, representativeChoices } from './CompanyRepresentativePicker';
