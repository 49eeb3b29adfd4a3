import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { withFilter, type GridState, type GridStateUpdate } from './gridState';

export type FilterOption = { value: string; label: string };

/**
 * A grid's filter on one key, in its filter bar: a labelled select over the grid's state, whose
 * choice replaces the key's filter and goes back to the first page; the '' option filters nothing.
 */
export function GridFilterSelect({
  id,
  label,
  filterKey,
  state,
  onStateChange,
  options,
}: {
  id: string;
  label: string;
  filterKey: string;
  state: GridState;
  onStateChange: (update: GridStateUpdate) => void;
  options: FilterOption[];
}) {
  return (
    <FormGroup label={label} labelFor={id} inline>
      <HTMLSelect
        id={id}
        value={state.filters[filterKey]?.[0] ?? ''}
        onChange={(e) => onStateChange((s) => withFilter(s, filterKey, e.target.value))}
        options={options}
      />
    </FormGroup>
  );
}
