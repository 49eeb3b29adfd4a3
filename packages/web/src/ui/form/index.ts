import './form.css';
export { applyFieldErrors } from './applyFieldErrors';
export { FormSummary } from './FormSummary';
export { TextField, type Mask } from './TextField';
export { optionRenderer, SelectField, type SelectOption } from './SelectField';
export { DateRangeField } from './DateRangeField';
export { PeriodFilter } from './PeriodFilter';
export { IconButton } from './IconButton';
export { FieldLabel } from './FieldLabel';
export { LookupField } from './LookupField';
export { useAppForm } from './useAppForm';
export { ConflictNotice, conflictCurrent, type ConflictChange } from './ConflictNotice';
export { FormCacheDial, FormCacheOffer } from './FormCacheDial';
export { CheckboxField } from './CheckboxField';
export { CheckGroupField } from './CheckGroupField';
export {
  SearchPicker,
  SourcePicker,
  type Picked,
  type PickerChoice,
  type PickerSource,
} from './SearchPicker';
