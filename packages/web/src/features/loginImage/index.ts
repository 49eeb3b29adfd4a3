export { LoginImagePage } from './LoginImagePage';
