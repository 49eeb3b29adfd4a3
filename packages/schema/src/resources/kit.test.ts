import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { matchRoute } from '../routes.js';
import { fieldErrors } from '../validators/issues.js';
import { BUYER_MSG } from '../buyers/model.js';
import {
  buyers,
  displayOf,
  RESOURCES,
  exportColumns,
  fieldLabels,
  resourceMessages,
  resourceSchema,
  situations,
  statusFilterOptions,
  workflowTypes,
} from './index.js';

describe('record kit definitions', () => {
  it('words texts and status in the gender of the noun', () => {
    expect(resourceMessages(buyers)).toMatchObject({
      notFound: 'Comprador não encontrado',
      toggleFailed: 'Falha ao alterar a situação do comprador',
      empty: 'Nenhum comprador encontrado.',
    });
    expect(resourceMessages(situations)).toMatchObject({
      notFound: 'Situação não encontrada',
      empty: 'Nenhuma situação encontrada.',
      // The spec's own texts win over the worded ones.
      saveFailed: MSG.situationSaveFailed,
      listFailed: MSG.situationListFailed,
    });
    expect(statusFilterOptions(buyers).map((o) => o.label)).toEqual(['Todos', 'Ativos', 'Inativos']);
    expect(statusFilterOptions(situations).map((o) => o.label)).toEqual(['Todas', 'Ativas', 'Inativas']);
    expect(displayOf(situations, 'active', true)).toBe('Ativa');
    expect(displayOf(buyers, 'active', false)).toBe('Inativo');
  });

  it('shows values as people read them: masks, Sim/Não, dates; labels never keys', () => {
    expect(displayOf(buyers, 'cpf', '52998224725')).toBe('529.982.247-25');
    expect(displayOf(buyers, 'phone', '11987654321')).toBe('(11) 98765-4321');
    expect(displayOf(buyers, 'main', true)).toBe('Sim');
    expect(displayOf(buyers, 'position', null)).toBe('');
    expect(displayOf(buyers, 'updatedAt', '2026-03-01T15:04:05Z')).toBe('01/03/2026 12:04:05');
    expect(fieldLabels(buyers)).toMatchObject({
      cpf: 'CPF',
      main: 'Comprador principal',
      active: 'Situação',
    });
    expect(exportColumns(buyers).map((c) => c.title)).toEqual([
      'Nome',
      'CPF',
      'Cliente',
      'E-mail',
      'Telefone',
      'Cargo',
      'Principal',
      'Situação',
      'Atualizado em',
    ]);
  });

  it('validates a form and a request body with the same rules; documents kept as digits', () => {
    const body = resourceSchema(buyers, 'body');
    expect(
      body.parse({
        customerId: 7,
        name: ' Joana Compras ',
        cpf: '529.982.247-25',
        email: 'joana@cliente.com.br',
        phone: '(11) 98765-4321',
      }),
    ).toEqual({
      customerId: 7,
      name: 'Joana Compras',
      cpf: '52998224725',
      email: 'joana@cliente.com.br',
      phone: '11987654321',
      position: '',
      notes: '',
      main: false,
    });
    const form = resourceSchema(buyers, 'form');
    expect(
      fieldErrors(
        form.safeParse({
          customerId: '',
          name: '',
          cpf: '529.982.247-24',
          email: 'sem-arroba',
          phone: '123',
          position: 'x'.repeat(61),
          notes: 'y'.repeat(501),
          main: false,
        }),
      ),
    ).toEqual({
      customerId: BUYER_MSG.customerRequired,
      name: MSG.required,
      cpf: MSG.invalidCpf,
      email: MSG.invalidEmail,
      phone: MSG.invalidPhone,
      position: MSG.maxLength(60),
      notes: MSG.maxLength(500),
    });
    expect(fieldErrors(body.safeParse({ customerId: 7, name: 'A', cpf: '', email: '' }))).toEqual({
      cpf: MSG.required,
      email: MSG.required,
    });
    // A status kept in the form: active unless told otherwise.
    expect(resourceSchema(situations, 'body').parse({ name: 'Em revisão' })).toEqual({
      name: 'Em revisão',
      description: '',
      active: true,
    });
  });

  it('takes a reference list as ids: numbers in a body, select values in a form, its own message when empty', () => {
    const valid = { code: 'FAN', title: 'Aprovação de FAN', recordPath: '/client/fan' };
    expect(
      resourceSchema(workflowTypes, 'body').parse({ ...valid, workflowTypeSituations: [3, 1] }),
    ).toMatchObject({ workflowTypeSituations: [3, 1], startModule: '', active: true });
    expect(
      resourceSchema(workflowTypes, 'form').parse({ ...valid, workflowTypeSituations: ['3'] }),
    ).toMatchObject({ workflowTypeSituations: ['3'] });
    expect(
      fieldErrors(
        resourceSchema(workflowTypes, 'body').safeParse({
          ...valid,
          recordPath: 'client fan',
          workflowTypeSituations: [],
        }),
      ),
    ).toEqual({ workflowTypeSituations: MSG.workflowTypeRequired, recordPath: MSG.invalidValue });
    expect(fieldErrors(resourceSchema(workflowTypes, 'body').safeParse(valid))).toEqual({
      workflowTypeSituations: MSG.workflowTypeRequired,
    });
  });
});

describe('kit areas in the route catalogue', () => {
  it('gives every area its history page, which its list and record page link to', () => {
    const missing = RESOURCES.filter(
      (def) => matchRoute(`${def.path}/historic/1`)?.variant !== 'historic',
    ).map((def) => `${def.name} (${def.path})`);
    expect(missing).toEqual([]);
  });
});
