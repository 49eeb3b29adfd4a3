export { applyFieldErrors } from './applyFieldErrors';
export { FormSummary } from './FormSummary';
export { TextField, type Mask } from './TextField';
export { useAppForm } from './useAppForm';
export { ConflictNotice, conflictCurrent, type ConflictChange } from './ConflictNotice';
export { FormCacheDial, FormCacheOffer } from './FormCacheDial';
