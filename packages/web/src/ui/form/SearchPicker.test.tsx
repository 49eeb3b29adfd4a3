import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchPicker, type Picked, type PickerChoice } from './SearchPicker';

const PEOPLE: PickerChoice[] = [
  { id: '1', name: 'Rodrigo Almeida', detail: 'ralmeida' },
  { id: '2', name: 'Rodrigo Souza', detail: 'rsouza' },
  { id: '3', name: 'Ana Aprovadora', detail: 'aprovador' },
];

/** Finds among PEOPLE as the server would, two at most, and says when there are more. */
function Harness({ initial = null, readOnly = false }: { initial?: Picked | null; readOnly?: boolean }) {
  const [value, setValue] = useState<Picked | null>(initial);
  const [q, setQ] = useState('');
  const found = q ? PEOPLE.filter((p) => p.name.toLowerCase().includes(q.toLowerCase())) : undefined;
  return (
    <>
      <SearchPicker
        label="Representante"
        value={value}
        onChange={setValue}
        onSearch={setQ}
        choices={found?.slice(0, 2)}
        more={(found?.length ?? 0) > 2}
        noun={{ one: 'usuário', many: 'Usuários' }}
        placeholder="Digite parte do nome"
        readOnly={readOnly}
        required
      />
      <output aria-label="Escolhido">{value?.id ?? ''}</output>
    </>
  );
}

describe('SearchPicker', () => {
  it('searches after typing stops, lists what is found with its detail, and picks one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /^Representante/ });
    expect(input).toHaveAccessibleName('Representante (obrigatório)');
    await user.type(input, 'rodrigo');
    const menu = await screen.findByRole('menu', { name: 'Usuários encontrados' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    expect(within(menu).getByText('ralmeida')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: /Rodrigo Souza/ }));
    expect(screen.getByRole('status', { name: 'Escolhido' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Representante: Rodrigo Souza (trocar)' }));
    expect(screen.getByRole('status', { name: 'Escolhido' })).toHaveTextContent('');
    expect(screen.getByRole('textbox', { name: /^Representante/ })).toHaveValue('');
  });

  it('says when nothing is found, and when there are more than it shows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: /^Representante/ });
    await user.type(input, 'zz');
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'a');
    expect(await screen.findByText('Refine a busca para ver outros usuários')).toBeInTheDocument();
  });

  it('read-only: the name in a read-only box, nothing to search', () => {
    const onSearch = vi.fn();
    render(
      <SearchPicker
        label="Representante"
        value={{ id: '3', name: 'Ana Aprovadora' }}
        onChange={() => undefined}
        onSearch={onSearch}
        choices={undefined}
        noun={{ one: 'usuário', many: 'Usuários' }}
        placeholder=""
        readOnly
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Representante' });
    expect(box).toHaveValue('Ana Aprovadora');
    expect(box).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
