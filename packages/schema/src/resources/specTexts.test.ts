import { describe, expect, it } from 'vitest';
import {
  actionTitles,
  companies,
  fans,
  jurisdictions,
  negotiationItems,
  priceTables,
  profiles,
  resourceMessages,
  users,
  workflowTypes,
} from './index.js';

// The failure texts spec/02 names for each record area, word for word (its typos included). The
// kit shows an area's text when the call fails, whatever the server said: that path is tested once,
// in the browser (tests/e2e/own-error-text.spec.ts).
describe("record areas say the spec's own words when a call fails", () => {
  const cases: [string, ReturnType<typeof resourceMessages>, Partial<ReturnType<typeof resourceMessages>>][] =
    [
      [
        'action titles',
        resourceMessages(actionTitles),
        {
          createFailed: 'Falha ao cadastrar título de ação',
          listFailed: 'Falha ao consultar títulos de ação',
          toggleFailed: 'Falha ao alterar título de ação',
        },
      ],
      [
        'workflow types',
        resourceMessages(workflowTypes),
        {
          saveFailed: 'Falha ao salvar o workflow',
          listFailed: 'Falha ao listar os workflows',
          queryFailed: 'Falha ao buscar detalhes do workflow',
        },
      ],
      ['profiles', resourceMessages(profiles), { saveFailed: 'Error ao tentar salvar o perfil' }],
      ['users', resourceMessages(users), { saveFailed: 'Falha ao atualizar usuário' }],
      ['alçadas', resourceMessages(jurisdictions), { createFailed: 'Falha ao cadastrar Alçada' }],
      [
        'price tables',
        resourceMessages(priceTables),
        {
          createFailed: 'Falha ao criar tabela de preço',
          saveFailed: 'Falha ao atualizar tabela de preço',
          toggleFailed: 'Falha ao inativar tabela de preço',
        },
      ],
      [
        'companies',
        resourceMessages(companies),
        {
          saveFailed: 'Falha ao salvar o empresa!',
          requestFailed: 'Falha ao solicitar alteração cadastral da empresa',
        },
      ],
      [
        'negotiation details',
        resourceMessages(negotiationItems),
        {
          createFailed: 'Erro ao cadastrar Detalhes da Negociação.',
          saveFailed: 'Erro ao editar Detalhes da Negociação.',
        },
      ],
      [
        'FAN',
        resourceMessages(fans),
        {
          createFailed: 'Falha ao cadastrar FAN.',
          saveFailed: 'Falha ao editar FAN.',
          startFailed: 'Falha ao iniciar fluxo de tarefa do FAN.',
        },
      ],
    ];
  it.each(cases)('%s', (_area, messages, spec) => expect(messages).toMatchObject(spec));
});
