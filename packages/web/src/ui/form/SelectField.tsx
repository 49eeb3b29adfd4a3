import { Classes, Icon, MenuItem } from '@blueprintjs/core';
import { Select, type ItemRenderer } from '@blueprintjs/select';
import { useEffect, useId, type ButtonHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SELECT_MENU_HEIGHT } from '@balcao/schema';
import { FieldGroup } from './FieldLabel';

export type SelectOption = { value: string; label: string };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  /** The record's own value, listed even when it is no longer among the options (an inactive table). */
  current?: SelectOption | null;
  required?: boolean;
  help?: string;
  readOnly?: boolean;
  placeholder?: string;
};

const FILTER_FROM = 8;

/**
 * A select's option in its menu: its label, and its hint beside it; chosen when its value is
 * `selected`; left out while the filter does not match it.
 */
export const optionRenderer =
  (selected: string | null | undefined): ItemRenderer<SelectOption & { hint?: string }> =>
  (o, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={o.value}
        ref={ref}
        text={o.label}
        label={o.hint}
        roleStructure="listoption"
        selected={o.value === selected}
        active={modifiers.active}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

/**
 * A select bound to a form field (spec/02 §5, §9): its menu is at most 300 px high, a long list can
 * be filtered by typing, and when there is only one option it is chosen by itself.
 */
export function SelectField<T extends FieldValues>({ current, ...p }: Props<T>) {
  const options =
    current && !p.options.some((o) => o.value === current.value) ? [...p.options, current] : p.options;
  const id = useId();
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const value = (field.value as string | null | undefined) ?? '';
  const only = options.length === 1 ? options[0]!.value : null;
  const { onChange } = field;
  useEffect(() => {
    if (only !== null && value !== only) onChange(only);
  }, [only, value, onChange]);
  const chosen = options.find((o) => o.value === value);
  const intent = fieldState.error ? 'danger' : 'none';
  // Blueprint's Select puts its popup semantics (role combobox, aria-expanded...) on the element that
  // wraps what it is given, a div by default: a div cannot carry them and the button inside went
  // unnamed by them (axe: aria-allowed-attr, aria-input-field-name). So the wrapper is the button
  // itself, drawn with Blueprint's button classes, and named by the field's label.
  const target: ButtonHTMLAttributes<HTMLButtonElement> = {
    id,
    type: 'button',
    disabled: p.readOnly,
    'aria-invalid': Boolean(fieldState.error),
    className: [
      Classes.BUTTON,
      Classes.FILL,
      Classes.alignmentClass('start'),
      Classes.intentClass(intent),
      p.readOnly ? Classes.DISABLED : '',
    ].join(' '),
  };
  // The popover keeps the button's own ref; the form gets the element to focus on errors.
  useEffect(() => {
    field.ref(document.getElementById(id));
  }, [field, id]);
  return (
    <FieldGroup id={id} field={p} error={fieldState.error}>
      <Select<SelectOption>
        items={[...options]}
        filterable={options.length >= FILTER_FROM}
        inputProps={{ placeholder: 'Filtrar…', 'aria-label': `Filtrar ${p.label}` }}
        itemPredicate={(q, o) => o.label.toLocaleLowerCase('pt-BR').includes(q.toLocaleLowerCase('pt-BR'))}
        itemRenderer={optionRenderer(value)}
        noResults={<MenuItem disabled text="Nenhuma opção" roleStructure="listoption" />}
        onItemSelect={(o) => {
          field.onChange(o.value);
          field.onBlur();
        }}
        disabled={p.readOnly}
        menuProps={{ style: { maxHeight: SELECT_MENU_HEIGHT, overflowY: 'auto' }, 'aria-label': p.label }}
        popoverProps={{
          minimal: true,
          matchTargetWidth: true,
          onClosed: field.onBlur,
          targetTagName: 'button',
        }}
        popoverTargetProps={target}
      >
        <span className={Classes.BUTTON_TEXT}>{chosen?.label ?? p.placeholder ?? 'Selecione'}</span>
        <Icon icon="caret-down" />
      </Select>
    </FieldGroup>
  );
}
