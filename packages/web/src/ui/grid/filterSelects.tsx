import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { withFilter, type GridState, type GridStateUpdate } from './gridState';

export type FilterOption = { value: string; label: string };

/** A two-way filter's choices: everything (''), then the rows of the first value, then the second's. */
export const twoWayOptions = (
  all: string,
  first: string,
  second: string,
  values: readonly [string, string] = ['true', 'false'],
): FilterOption[] => [
  { value: '', label: all },
  { value: values[0], label: first },
  { value: values[1], label: second },
];

/**
 * The selects of a grid's filter bar, over its state: `select(key, label, options, name)` is the
 * labelled select of one filter key, with the id `${idPrefix}-filter-${name}` (the key by default);
 * a choice replaces that filter and goes back to the first page, and '' filters nothing.
 */
export function filterSelects(
  state: GridState,
  onStateChange: (update: GridStateUpdate) => void,
  idPrefix: string,
) {
  return (key: string, label: string, options: FilterOption[], name = key) => (
    <FormGroup key={key} label={label} labelFor={`${idPrefix}-filter-${name}`} inline>
      <HTMLSelect
        id={`${idPrefix}-filter-${name}`}
        value={state.filters[key]?.[0] ?? ''}
        onChange={(e) => onStateChange((s) => withFilter(s, key, e.target.value))}
        options={options}
      />
    </FormGroup>
  );
}
