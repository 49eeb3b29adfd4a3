export { ResourcePage } from './ResourcePage';
export { ResourceList } from './ResourceList';
export { ResourceForm } from './ResourceForm';
export { useResourceList } from './useResourceList';
export { useResourceForm } from './useResourceForm';
export { useResourceRecord } from './useResourceRecord';
export type { ResourceUi, FieldSlotProps, FilterSlotProps } from './ui';
export { ResourceField } from './ResourceField';
export { useResourceRemove } from './useResourceRemove';
