import { useEffect, useId, useState } from 'react';
import { Button, FormGroup, InputGroup, Menu, MenuItem, Spinner, type IconName } from '@blueprintjs/core';
import { useDebounce } from 'use-debounce';
import { GRID } from '@balcao/schema';

export type Picked = { id: string; name: string };
/** One choice: `name` is what is picked; `detail` is shown beside it (a CNPJ, a city). */
export type PickerChoice = Picked & { detail?: string };

/**
 * Type part of a name, pick one of the few records the server finds (users, customers...): for
 * choices too many for a select. The search goes out `GRID.searchDebounceMs` after the last key
 * (`onSearch`, '' when emptied); the caller queries and hands back `choices` (undefined until they
 * come). Once picked, the value is a button that clears it. Apollo-free: each kind of record wraps
 * it with its own query.
 */
export function SearchPicker({
  label,
  value,
  onChange,
  onSearch,
  choices,
  loading = false,
  more = false,
  noun,
  placeholder,
  clearText = 'trocar',
  icon,
  error,
  readOnly = false,
  required = false,
}: {
  label: string;
  value: Picked | null;
  onChange: (picked: Picked | null) => void;
  onSearch: (q: string) => void;
  choices: readonly PickerChoice[] | undefined;
  loading?: boolean;
  /** The server found more than it sent: the user is told to refine the search. */
  more?: boolean;
  /** What is searched, singular and plural: { one: 'cliente', many: 'Clientes' }. */
  noun: { one: string; many: string; female?: boolean };
  placeholder: string;
  /** The clear button's word: `${label}: ${name} (${clearText})`. */
  clearText?: string;
  icon?: IconName;
  error?: string;
  readOnly?: boolean;
  /** A form's field says so; a list filter does not. */
  required?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), GRID.searchDebounceMs);
  useEffect(() => onSearch(q), [q, onSearch]);
  const intent = error ? 'danger' : 'none';
  const common = {
    label,
    labelFor: id,
    labelInfo: required && !readOnly ? '(obrigatório)' : undefined,
    intent,
    helperText: error,
  } as const;
  if (readOnly)
    return (
      <FormGroup {...common}>
        <InputGroup id={id} readOnly value={value?.name ?? ''} />
      </FormGroup>
    );
  if (value)
    return (
      <FormGroup {...common}>
        <Button
          id={id}
          icon={icon}
          rightIcon="cross"
          aria-label={`${label}: ${value.name} (${clearText})`}
          onClick={() => onChange(null)}
        >
          {value.name}
        </Button>
      </FormGroup>
    );
  const none = `${noun.female ? 'Nenhuma' : 'Nenhum'} ${noun.one} ${noun.female ? 'encontrada' : 'encontrado'}`;
  return (
    <FormGroup {...common}>
      <InputGroup
        id={id}
        leftIcon="search"
        placeholder={placeholder}
        value={text}
        intent={intent}
        rightElement={
          loading ? <Spinner size={16} aria-label={`Buscando ${noun.many.toLowerCase()}`} /> : undefined
        }
        onChange={(e) => setText(e.target.value)}
      />
      {q && choices && (
        <Menu
          aria-label={`${noun.many} ${noun.female ? 'encontradas' : 'encontrados'}`}
          className="search-picker-choices"
        >
          {choices.length === 0 && <MenuItem disabled text={none} />}
          {choices.map((c) => (
            <MenuItem
              key={c.id}
              text={c.name}
              label={c.detail}
              onClick={() => {
                onChange({ id: c.id, name: c.name });
                setText('');
              }}
            />
          ))}
          {more && (
            <MenuItem
              disabled
              text={`Refine a busca para ver ${noun.female ? 'outras' : 'outros'} ${noun.many.toLowerCase()}`}
            />
          )}
        </Menu>
      )}
    </FormGroup>
  );
}

/** What a picker's source finds for the text typed; `skip`: nothing is to be asked now. */
export type PickerSource = (
  q: string,
  skip: boolean,
) => { choices: readonly PickerChoice[] | undefined; more: boolean; loading: boolean };

/**
 * A SearchPicker that asks its own source (a hook: each kind of record's query) for what is typed;
 * it asks nothing while the text is empty, a record is picked or the picker is read-only.
 */
export function SourcePicker({
  useSource,
  ...props
}: Omit<Parameters<typeof SearchPicker>[0], 'onSearch' | 'choices' | 'more' | 'loading'> & {
  useSource: PickerSource;
}) {
  const [q, setQ] = useState('');
  const found = useSource(q, !q || Boolean(props.value) || props.readOnly === true);
  return <SearchPicker {...props} onSearch={setQ} {...found} />;
}
