import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstError } from './focusFirstError';
import { subRecordChanges } from './useSubRecordSave';

describe('the sub-record stale-write notice', () => {
  it('names what another person changed, with the value it has now', () => {
    expect(
      subRecordChanges(
        'registration',
        { freightType: 'CIF', creditLimit: '10.00', __typename: 'CustomerRegistration' },
        { freightType: 'FOB', creditLimit: '10.00' },
      ),
    ).toEqual([{ label: 'Tipo de frete', value: 'FOB' }]);
    expect(subRecordChanges('businessHierarchy', null, { board: 'Sul', region: null })).toEqual([
      { label: 'Diretoria', value: 'Sul' },
    ]);
    expect(subRecordChanges('natureTaxOperations', [], [{ operation: 'VENDA' }])).toEqual([
      { label: 'Naturezas de operação', value: '1 linha(s)' },
    ]);
  });
});

describe('after field errors', () => {
  it('focuses the first field in error, in the order of the form', async () => {
    render(
      <form aria-label="f">
        <input aria-label="a" aria-invalid="false" />
        <input aria-label="b" aria-invalid="true" />
        <input aria-label="c" aria-invalid="true" />
      </form>,
    );
    Element.prototype.scrollIntoView ??= () => undefined;
    focusFirstError(screen.getByRole('form') as HTMLFormElement);
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.getByLabelText('b')).toHaveFocus();
  });
});
