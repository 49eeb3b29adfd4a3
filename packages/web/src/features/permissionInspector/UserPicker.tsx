import { FormGroup, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { GRID } from '@balcao/schema';
import { InspectorUsersDocument, type InspectorUsersQuery } from '../../__generated__/graphql';

export type PickedUser = InspectorUsersQuery['users']['rows'][number];

/** Finds a user by name, user name or e-mail on the server (there may be hundreds of thousands). */
export function UserPicker({
  value,
  onChange,
}: {
  value: PickedUser | null;
  onChange: (u: PickedUser) => void;
}) {
  const [query, setQuery] = useState('');
  const [q] = useDebounce(query.trim(), GRID.searchDebounceMs);
  const { data, loading } = useQuery(InspectorUsersDocument, { variables: { q }, skip: q.length < 2 });
  const items = q.length < 2 ? [] : (data?.users.rows ?? []);
  return (
    <FormGroup label="Usuário" labelFor="inspector-user" labelInfo="(obrigatório)">
      <Suggest<PickedUser>
        items={items}
        selectedItem={value}
        query={query}
        onQueryChange={setQuery}
        inputValueRenderer={(u) => `${u.name} (${u.userName})`}
        itemsEqual={(a, b) => a.id === b.id}
        itemRenderer={(u, { handleClick, handleFocus, modifiers, ref }) => (
          <MenuItem
            key={u.id}
            ref={ref}
            text={u.name}
            label={u.active ? u.userName : `${u.userName} (inativo)`}
            active={modifiers.active}
            roleStructure="listoption"
            onClick={handleClick}
            onFocus={handleFocus}
          />
        )}
        noResults={
          <MenuItem
            disabled
            roleStructure="listoption"
            text={
              q.length < 2 ? 'Digite ao menos 2 letras' : loading ? 'Buscando…' : 'Nenhum usuário encontrado'
            }
          />
        }
        onItemSelect={(u) => {
          setQuery('');
          onChange(u);
        }}
        inputProps={{ id: 'inspector-user', placeholder: 'Nome, usuário ou e-mail' }}
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        menuProps={{ 'aria-label': 'Usuários encontrados', style: { maxHeight: 300, overflowY: 'auto' } }}
        resetOnQuery={false}
        fill
      />
    </FormGroup>
  );
}
