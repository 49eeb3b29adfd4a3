import { useEffect, useId, useState } from 'react';
import { Button, FormGroup, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { GRID } from '@balcao/schema';
import { UserPickerDocument } from '../__generated__/graphql';

export type PickedUser = { id: string; name: string };

/** Type part of a name, pick one of the (up to 20) active users that match. */
export function UserPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PickedUser | null;
  onChange: (u: PickedUser | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), GRID.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const { data } = useQuery(UserPickerDocument, { variables: { q }, skip: !q || Boolean(value) });
  if (value)
    return (
      <FormGroup label={label}>
        <Button
          icon="user"
          rightIcon="cross"
          aria-label={`${label}: ${value.name} (remover)`}
          onClick={() => onChange(null)}
        >
          {value.name}
        </Button>
      </FormGroup>
    );
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup
        id={id}
        leftIcon="search"
        placeholder="Digite parte do nome"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {q && data && (
        <Menu aria-label={`Usuários encontrados para ${label}`}>
          {data.substituteUsers.length === 0 && <MenuItem disabled text="Nenhum usuário encontrado" />}
          {data.substituteUsers.map((u) => (
            <MenuItem
              key={u.id}
              text={u.name}
              onClick={() => {
                onChange({ id: u.id, name: u.name });
                setText('');
              }}
            />
          ))}
        </Menu>
      )}
    </FormGroup>
  );
}
