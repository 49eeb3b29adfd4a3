import { describe, expect, it } from 'vitest';
import * as schema from './index.js';

/**
 * Texts of spec/02 the product shows (a toast, a field error, an answer's message), word for word,
 * typos included. Each must stand as it is in one of the product's text catalogues (MSG,
 * ORDER_MSG, REPRESENTATIVE_MSG…), which the screens and services show; a reworded one fails here.
 * The record areas' failure texts are asserted by area in resources/specTexts.test.ts.
 */
const SPEC_TEXTS = [
  'Atualização efetuada com sucesso',
  'Configuração criada/deletada com sucesso',
  'Erro ao alterar status',
  'Erro ao atualizar a quantidade faturada.',
  'Erro ao bloquear negociação.',
  'Erro ao cadastrar Pedido(s).',
  'Erro ao clonar perfil',
  'Erro ao consultar Api de Pedido do Totvs',
  'Erro ao consultar autocomplete',
  'Erro ao consultar cliente.',
  'Erro ao consultar dados',
  'Erro ao consultar order list',
  'Erro ao consultar produtos.',
  'Erro ao editar cnpj',
  'Erro ao excluir imagem',
  'Erro ao excluir mensagem',
  'Erro ao gerar o documento',
  'Erro ao marcar como fixo',
  'Erro ao salvar mensagem',
  'Erro ao transferir as tarefas',
  'Erro de integração',
  'Erro na requisição',
  'Falha ao baixar arquivo!',
  'Falha ao baixar o arquivo.',
  'Falha ao buscar Ordem de compra',
  'Falha ao buscar ações do fluxo de trabalho',
  'Falha ao buscar clientes em pré-cadastro',
  'Falha ao buscar consulta clientes',
  'Falha ao buscar código do Workflow',
  'Falha ao buscar dados de tabela de preço',
  'Falha ao buscar representante em pré-cadastro/em consulta',
  'Falha ao cadastrar situação',
  'Falha ao cadastrar FAN.',
  'Falha ao editar FAN.',
  'Falha ao iniciar fluxo de tarefa do FAN.',
  'Falha ao clonar pedido',
  'Falha ao concluir o salvamento do pré-cadastro de representante',
  'Falha ao consultar situações',
  'Falha ao criar configuração',
  'Falha ao criar distrato',
  'Falha ao deletar configuração',
  'Falha ao desativar pedido',
  'Falha ao desativar representante',
  'Falha ao excluir arquivo.',
  'Falha ao importar pedidos',
  'Falha ao inativar o workflow',
  'Falha ao localizar a negociação',
  'Falha ao redefinir configurações',
  'Falha ao remover clientes em pré-cadastro',
  'Falha ao solicitar alteração cadastral do representante',
  'Falha ao solicitar pré-cadastro de representante',
  'Falha em listar os lembretes.',
  'Falha em vincular perfis ao usuário.',
  'Falha no download do distrato',
  'Foram encontrados mais de um gerente regional para as linhas/famílias selecionadas',
  'Mensagem excluída com sucesso',
  'Não foi encontrado pedido para o numero informado!',
  'Não foram localizados dados para gerar arquivo Excel',
  'O valor da solicitação do VPC é menor que o valor das NDs',
  'Ocorreu um erro ao gerar arquivo',
  'Ocorreu um erro ao realizar a solicitação',
  'Preencha todos os campos obrigatórios para seguir o cadastro',
  'Rascunho Salvo',
  'Se o erro persistir, por favor contate o administrador do sistema',
  'Tarefa assumida',
  'Usuário não localizado.',
  'Valor deve ser maior que zero',
  'Você não possui acesso a esta conta.',
  'ocorreu um erro ao atualizar ranking',
];

/** Every string of the schema package's exported catalogues (objects of texts, nested or not). */
function catalogueTexts() {
  const texts = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object' && depth < 3)
      for (const v of Object.values(value)) walk(v, depth + 1);
  };
  for (const value of Object.values(schema)) if (typeof value === 'object') walk(value, 0);
  return texts;
}

describe("the spec's texts stand in the product's catalogues, word for word", () => {
  const texts = catalogueTexts();
  it.each(SPEC_TEXTS)('%s', (text) => expect(texts.has(text)).toBe(true));
});
