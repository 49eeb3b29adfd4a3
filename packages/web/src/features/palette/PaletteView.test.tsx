import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paletteScreens, SEARCH_MSG, type AccessSet } from '@balcao/schema';
import { matchScreens, paletteGroups, type PaletteItem, type RecordGroup } from './paletteItems';
import { PaletteView, type RecordsState } from './PaletteView';

const sales: AccessSet = {
  global: false,
  accesses: [
    { profileId: 1, module: 'CLIENTES', permissions: ['VISUALIZAR'], exceptions: [] },
    { profileId: 1, module: 'COMPRADORES', permissions: ['VISUALIZAR'], exceptions: [] },
  ],
};

const RECORDS: RecordGroup[] = [
  {
    area: 'customers',
    label: 'Clientes',
    hits: [1, 2, 3].map((n) => ({
      id: n,
      title: `Comercial Aurora ${n} Ltda`,
      subtitle: `11.222.333/000${n}-81`,
      path: `/client/customer/view/${n}`,
    })),
  },
  {
    area: 'buyers',
    label: 'Compradores',
    hits: [{ id: 9, title: 'Ana Aurora', subtitle: '', path: '/client/buyers/view/9' }],
  },
];

/** The view as the palette drives it: the screens the access set opens, these records once 2+ characters are typed. */
function Harness({ onOpen, onClose }: { onOpen: (item: PaletteItem) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const short = text.trim().length < 2;
  const records: RecordsState = short ? 'short' : 'done';
  const found = short ? [] : RECORDS.filter((g) => g.hits.some((h) => h.title.includes(text.trim())));
  return (
    <PaletteView
      text={text}
      onText={setText}
      groups={paletteGroups(matchScreens(paletteScreens(sales), text), found)}
      records={records}
      onOpen={onOpen}
      onClose={onClose}
    />
  );
}

const setup = () => {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  render(<Harness onOpen={onOpen} onClose={onClose} />);
  const box = screen.getByRole('combobox', { name: SEARCH_MSG.title });
  const selected = () => screen.getByRole('option', { selected: true });
  return { onOpen, onClose, box, selected, opened: () => onOpen.mock.calls.map(([i]) => i.path) };
};

describe('the command palette, by keyboard', () => {
  it('lists the screens the user may open, and moves with the arrows; Enter opens the active one', async () => {
    const { box, selected, opened } = setup();
    expect(box).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_MSG.typeMore);
    const list = screen.getByRole('listbox', { name: 'Resultados' });
    const titles = screen.getAllByRole('option').map((o) => o.textContent);
    expect(titles.some((t) => t?.startsWith('Compradores'))).toBe(true);
    expect(titles.some((t) => t?.startsWith('Usuários'))).toBe(false);
    expect(list).toContainElement(selected());

    await userEvent.type(box, 'compr');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(box).toHaveAttribute('aria-activedescendant', selected().id);
    await userEvent.keyboard('{Enter}');
    expect(opened()).toEqual(['/client/buyers']);
  });

  it('opens the third record with three keystrokes after the text: ↓ ↓ Enter', async () => {
    const { box, selected, opened } = setup();
    await userEvent.type(box, 'Aurora');
    expect(screen.getByRole('group', { name: 'Clientes' })).toBeInTheDocument();
    expect(selected()).toHaveTextContent('Comercial Aurora 1 Ltda');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(opened()).toEqual(['/client/customer/view/3']);
  });

  it('jumps from group to group with Tab and back with Shift+Tab; the arrows wrap around', async () => {
    const { box, selected, opened } = setup();
    await userEvent.type(box, 'Aurora');
    await userEvent.keyboard('{Tab}');
    expect(selected()).toHaveTextContent('Ana Aurora');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(selected()).toHaveTextContent('Comercial Aurora 1 Ltda');
    await userEvent.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('Ana Aurora');
    await userEvent.keyboard('{Enter}');
    expect(opened()).toEqual(['/client/buyers/view/9']);
  });

  it('says when nothing is found, and Esc closes', async () => {
    const { box, onClose, opened } = setup();
    await userEvent.type(box, 'zzzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_MSG.noResults);
    await userEvent.keyboard('{Enter}');
    expect(opened()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
