import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Action } from '@balcao/schema';
import { AccessProvider } from '../access';
import { RecordActions } from './RecordActions';
import { RecordPage } from './RecordPage';

const BASE = '/client/buyers';
const access = (...permissions: Action[]) => ({
  global: false,
  accesses: [{ profileId: 1, module: 'COMPRADORES', permissions, exceptions: [] }],
});

const Where = () => <output aria-label="Endereço">{useLocation().pathname}</output>;

function renderPage(path: string, permissions: Action[], withWorkflow = true) {
  return render(
    <AccessProvider value={access(...permissions)}>
      <MemoryRouter initialEntries={[path]}>
        <RecordPage
          module="COMPRADORES"
          list={<p>lista</p>}
          form={(mode, id) => <p>{`formulário ${mode} ${id ?? '-'}`}</p>}
          workflow={withWorkflow ? (id) => <p>{`workflow ${id}`}</p> : undefined}
          history={(id) => <p>{`histórico ${id}`}</p>}
        />
      </MemoryRouter>
    </AccessProvider>,
  );
}

describe('RecordPage', () => {
  it.each([
    [BASE, ['VISUALIZAR'], 'lista'],
    [`${BASE}/create`, ['INCLUIR'], 'formulário create -'],
    [`${BASE}/create`, ['VISUALIZAR'], 'lista'],
    [`${BASE}/edit/12`, ['EDITAR'], 'formulário edit 12'],
    [`${BASE}/edit/12`, ['VISUALIZAR'], 'formulário view 12'],
    [`${BASE}/view/12`, ['VISUALIZAR'], 'formulário view 12'],
    [`${BASE}/workflow/12`, ['VISUALIZAR'], 'workflow 12'],
    [`${BASE}/historic/12`, ['VISUALIZAR'], 'histórico 12'],
  ] as [string, Action[], string][])('%s with %j shows "%s"', (path, permissions, shown) => {
    renderPage(path, permissions);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows the list for a workflow address when the area has no workflow page', () => {
    renderPage(`${BASE}/workflow/12`, ['VISUALIZAR'], false);
    expect(screen.getByText('lista')).toBeInTheDocument();
  });
});

describe('RecordActions', () => {
  const renderActions = (props: Partial<Parameters<typeof RecordActions>[0]>) =>
    render(
      <MemoryRouter initialEntries={[`${BASE}/view/7`]}>
        <form>
          <RecordActions base={BASE} id="7" readOnly canEdit saving={false} {...props} />
        </form>
        <Where />
      </MemoryRouter>,
    );

  it('read-only: VOLTAR, HISTÓRICO and EDITAR lead to the list, the history and the edit form', async () => {
    const user = userEvent.setup();
    renderActions({});
    await user.click(screen.getByRole('button', { name: 'HISTÓRICO' }));
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(`${BASE}/historic/7`);
    await user.click(screen.getByRole('button', { name: 'EDITAR' }));
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(`${BASE}/edit/7`);
    await user.click(screen.getByRole('button', { name: 'VOLTAR' }));
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(BASE);
  });

  it('no EDITAR without the permission, no HISTÓRICO before the record exists', () => {
    renderActions({ canEdit: false, id: null });
    expect(screen.queryByRole('button', { name: 'EDITAR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'HISTÓRICO' })).not.toBeInTheDocument();
  });

  it('editing: CANCELAR and a submit that says SALVAR, or SOLICITAR ALTERAÇÃO when the change is asked for', () => {
    const { unmount } = renderActions({ readOnly: false });
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SALVAR' })).toHaveAttribute('type', 'submit');
    unmount();
    renderActions({ readOnly: false, byRequest: true });
    expect(screen.getByRole('button', { name: 'SOLICITAR ALTERAÇÃO' })).toHaveAttribute('type', 'submit');
  });
});
