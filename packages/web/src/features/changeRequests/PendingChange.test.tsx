import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PendingChange, type PendingRequest } from './PendingChange';

const request = (current: string | null): PendingRequest => ({
  id: '1',
  requestedAt: '2026-11-20T13:00:00Z',
  mine: false,
  requestedBy: { id: '2', name: 'Ana Aprovadora' },
  changes: [
    { field: 'tradeName', before: 'Magazine Horizonte', after: 'Horizonte Magazine', current },
    { field: 'email', before: null, after: 'cadastro@horizonte.com.br', current: null },
  ],
});
const show = (r: PendingRequest) =>
  render(
    <MemoryRouter>
      <PendingChange request={r} labels={{ tradeName: 'Nome fantasia', email: 'E-mail' }} />
    </MemoryRouter>,
  );

describe('PendingChange', () => {
  it('lists each asked field as it is now and as asked for', () => {
    show(request('Magazine Horizonte'));
    const table = screen.getByRole('table', { name: 'Campos alterados' });
    expect(
      within(table).getByRole('row', { name: 'Nome fantasia Magazine Horizonte Horizonte Magazine' }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: 'E-mail — cadastro@horizonte.com.br' })).toBeVisible();
    expect(screen.queryByText(/depois da solicitação/)).not.toBeInTheDocument();
  });

  it('tells the approver a field saved directly since the request, and what it was then', () => {
    show(request('Horizonte Oficial'));
    expect(screen.getByText(/Um campo foi alterado no cadastro depois da solicitação/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Campos alterados' });
    expect(
      within(table).getByRole('row', {
        name: 'Nome fantasia Horizonte Oficial (na solicitação: Magazine Horizonte) Horizonte Magazine',
      }),
    ).toBeVisible();
  });
});
