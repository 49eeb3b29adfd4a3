export { ProfilesPage } from './ProfilesPage';
