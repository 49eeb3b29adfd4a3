import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Router, useLocation, type Navigator } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GridState } from '../ui/grid';
import { useGridUrlState } from './useGridUrlState';

const withFilter = (s: GridState, key: string, value: string): GridState => ({
  ...s,
  page: 0,
  filters: { ...s.filters, [key]: value ? [value] : [] },
});

/** Two filters as a list page draws them, each change made from the state it is given. */
function List() {
  const [state, setState] = useGridUrlState();
  const location = useLocation();
  const select = (key: string, label: string, options: string[]) => (
    <label>
      {label}
      <select
        value={state.filters[key]?.[0] ?? ''}
        onChange={(e) => setState((s) => withFilter(s, key, e.target.value))}
      >
        {['', ...options].map((o) => (
          <option key={o} value={o}>
            {o || 'Todas'}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {select('region', 'Região', ['NORTE', 'SUL'])}
      {select('riskClass', 'Classe de risco', ['A', 'C'])}
      {select('status', 'Situação', ['ACTIVE'])}
      <button type="button" onClick={() => setState({ ...state, page: 4 })}>
        Página 5
      </button>
      <Link to="?f.uf=AM&page=3">Só AM</Link>
      <output aria-label="Endereço">{location.search}</output>
    </>
  );
}

const renderList = (search = '') =>
  render(
    <MemoryRouter initialEntries={[`/client/customer/report${search}`]}>
      <List />
    </MemoryRouter>,
  );
const address = () => new URLSearchParams(screen.getByRole('status', { name: 'Endereço' }).textContent ?? '');

describe('useGridUrlState', () => {
  it('keeps both of two changes made before the page renders again', () => {
    renderList('?page=2&q=ana');
    // Both changes in one tick: the second handler runs before the first one's render.
    act(() => {
      fireEvent.change(screen.getByLabelText('Região'), { target: { value: 'NORTE' } });
      fireEvent.change(screen.getByLabelText('Classe de risco'), { target: { value: 'C' } });
    });
    expect(address().getAll('f.region')).toEqual(['NORTE']);
    expect(address().getAll('f.riskClass')).toEqual(['C']);
    expect(address().get('q')).toBe('ana');
    expect(address().get('page')).toBeNull();
    expect(screen.getByLabelText('Região')).toHaveValue('NORTE');
    expect(screen.getByLabelText('Classe de risco')).toHaveValue('C');
  });

  it('starts a change from the address as it is now, also when something else changed it', async () => {
    const user = userEvent.setup();
    renderList('?f.region=SUL');
    await user.click(screen.getByRole('link', { name: 'Só AM' }));
    await user.selectOptions(screen.getByLabelText('Classe de risco'), 'A');
    expect(address().toString()).toBe('f.uf=AM&f.riskClass=A');
    expect(screen.getByLabelText('Região')).toHaveValue('');
  });

  it('takes a whole state as well', async () => {
    const user = userEvent.setup();
    renderList('?f.region=SUL');
    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(address().toString()).toBe('page=5&f.region=SUL');
  });

  it('keeps a change asked for while the router renders an earlier one', () => {
    // The router here renders an address only when told, one at a time, as a slow page may.
    const asked: string[] = [];
    const navigator = {
      replace: (to: { search?: string }) => asked.push(to.search ?? ''),
      push: () => undefined,
      go: () => undefined,
      createHref: () => '',
    } as unknown as Navigator;
    let show: (search: string) => void = () => undefined;
    function SlowRouter() {
      const [search, setSearch] = useState('');
      show = setSearch;
      return (
        <Router location={{ pathname: '/client/customer/report', search }} navigator={navigator}>
          <List />
        </Router>
      );
    }
    render(<SlowRouter />);
    act(() => {
      fireEvent.change(screen.getByLabelText('Região'), { target: { value: 'NORTE' } });
      fireEvent.change(screen.getByLabelText('Classe de risco'), { target: { value: 'C' } });
    });
    expect(asked).toEqual(['?f.region=NORTE', '?f.region=NORTE&f.riskClass=C']);
    // The first address shows while the second is still on its way; a third change starts from the second.
    act(() => show(asked[0]!));
    expect(screen.getByLabelText('Região')).toHaveValue('NORTE');
    act(() => {
      fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'ACTIVE' } });
    });
    expect(asked[2]).toBe('?f.region=NORTE&f.riskClass=C&f.status=ACTIVE');
    act(() => show(asked[1]!));
    act(() => show(asked[2]!));
    expect(screen.getByLabelText('Classe de risco')).toHaveValue('C');
    expect(screen.getByLabelText('Situação')).toHaveValue('ACTIVE');
  });
});
