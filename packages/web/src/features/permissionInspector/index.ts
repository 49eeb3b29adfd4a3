export { PermissionInspectorPage } from './PermissionInspectorPage';
