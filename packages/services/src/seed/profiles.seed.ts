import type { Action } from '@balcao/schema';
import type { DemoProfile } from '../domains/profiles/profiles.area.js';

type Grant = { module: string; permissions: Action[] };
const grant = (actions: Action[], modules: string[]): Grant[] =>
  modules.map((module) => ({ module, permissions: actions }));

/** Every demo profile keeps its own sticky notes, reads its notifications and the message board. */
const SHELL = [
  ...grant(['VISUALIZAR', 'INCLUIR', 'EDITAR', 'EXCLUIR'], ['LEMBRETES']),
  ...grant(['VISUALIZAR'], ['NOTIFICACOES', 'MURAL_DE_RECADOS']),
];
/**
 * The companies one represents and their bank accounts, without confidential access: only his own
 * (record rule visibleCompany), and his changes to them go to approval (WORKFLOW starts it).
 */
const OWN_COMPANIES = [
  { module: 'EMPRESAS', permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'WORKFLOW'] },
  { module: 'BANCOS', permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'EXCLUIR', 'WORKFLOW'] },
] satisfies Grant[];
/** Those who answer tasks name who acts for them while they are away. */
const SUBSTITUTES = grant(['VISUALIZAR'], ['SUBSTITUTOS']);

/**
 * The demo profiles, each from the roles of spec/02 §1 and §6 (README: "Demo users and what each
 * one does"). All of a profile's grants are here; the other seeds write records, never grants.
 */
export const DEMO_PROFILES = {
  admin: {
    name: 'Administrador',
    description: 'Acesso total ao sistema',
    global: true,
    grants: [],
  },
  /**
   * A sales representative: his customers (record rule: he represents them), their buyers, his
   * companies and their accounts, the products and his prices. He requests approvals (customer
   * registrations, buyer changes, company and account changes) and answers what comes back to him.
   */
  sales: {
    name: 'Representante de Vendas',
    description:
      'Seus clientes, compradores e empresas; produtos e seus preços; suas solicitações de aprovação',
    grants: [
      ...grant(
        ['VISUALIZAR', 'INCLUIR', 'EDITAR'],
        [
          'TABELA_DE_PRECO',
          'RELATORIO_TABELA_DE_PRECO',
          'IMPORTACAO_PEDIDOS',
          'NEOGRID',
          'CATALOGOS',
          'SIMULACAO_DE_PRECO',
          'CARRINHO_DE_PRODUTOS',
        ],
      ),
      ...grant(
        ['VISUALIZAR'],
        ['PRODUTOS', 'RELATORIO_CLIENTES', 'DASHBOARD_CLIENTES', 'PROSPECCAO_CLIENTE'],
      ),
      // His own sales figures (the dashboard's scope: his orders).
      ...grant(['VISUALIZAR'], ['DASHBOARD_VENDAS']),
      { module: 'CLIENTES', permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'INATIVAR'] },
      {
        module: 'PRE_CADASTRO_CLIENTE',
        permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'EXCLUIR', 'WORKFLOW'],
      },
      { module: 'DOCUMENTOS_CLIENTE', permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'EXCLUIR'] },
      { module: 'COMPRADORES', permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'INATIVAR', 'WORKFLOW'] },
      // His deals: negotiated, sent to approval (WORKFLOW starts it), a draft deleted, imported from a file.
      {
        module: 'NEGOCIACOES',
        permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'EXCLUIR', 'WORKFLOW', 'IMPORTACAO_EM_MASSA'],
      },
      // His orders: made, sent to approval (WORKFLOW starts it), invoiced, cloned, deactivated and
      // imported from a file.
      {
        module: 'PEDIDOS',
        permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'INATIVAR', 'WORKFLOW', 'IMPORTACAO_EM_MASSA'],
      },
      ...OWN_COMPANIES,
      // His own representative record (he signs in as it), its parameters, contracts, distratos and
      // commissions: read-only.
      ...grant(['VISUALIZAR'], ['REPRESENTANTES', 'CONTRATO_REPRESENTANTE', 'DISTRATO', 'COMISSAO']),
      // His customers' debit notes, VPC requests and FAN (record rule: their customer is his), and his
      // orders' receivables (record rule: the order is his), read-only.
      ...grant(['VISUALIZAR'], ['NOTA_DE_DEBITO', 'VPC', 'FAN', 'TITULOS_A_RECEBER']),
      // A record returned for correction is a task of his: his task panel, only that screen of the area.
      ...grant(['VISUALIZAR'], ['PAINEL_DE_TAREFAS']),
      ...SHELL,
    ],
  },
  /**
   * The regional manager: follows every customer of his region and their buyers (confidential
   * access: the demo book is one region) without changing them, approves the representatives'
   * customer registrations and buyer changes, manages the representatives (approves their
   * registrations, asks the board for changes to them), and keeps the companies he represents.
   */
  manager: {
    name: 'Gerente Regional',
    description:
      'Clientes e compradores da região; aprovações de cadastros, pedidos, negociações, VPC, FAN e crédito',
    grants: [
      ...grant(
        ['VISUALIZAR', 'APROVAR', 'REPROVAR', 'WORKFLOW'],
        [
          'APROVACAO_PEDIDOS',
          'VPC',
          'FAN',
          'CREDITO',
          'PAINEL_DE_TAREFAS',
          'TAREFAS_PENDENTES',
          'TAREFAS_ASSUMIDAS',
          'WORKFLOW',
        ],
      ),
      ...grant(['VISUALIZAR', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'], ['CLIENTES', 'COMPRADORES']),
      // The product releases he approves (the APPROVER role of their workflow).
      ...grant(['VISUALIZAR', 'APROVAR', 'REPROVAR', 'WORKFLOW'], ['LIBERACAO_DE_PRODUTOS']),
      // His region's orders (record rule orderOfRepresentative), whose items he approves
      // (APROVACAO_PEDIDOS), and their sales figures.
      ...grant(['VISUALIZAR'], ['PEDIDOS', 'DASHBOARD_VENDAS']),
      // His region's deals, which he approves and may block and unblock.
      {
        module: 'NEGOCIACOES',
        permissions: ['VISUALIZAR', 'APROVAR', 'REPROVAR', 'WORKFLOW', 'INATIVAR'],
      },
      ...grant(
        ['VISUALIZAR'],
        ['DOCUMENTOS_CLIENTE', 'PROSPECCAO_CLIENTE', 'RELATORIO_CLIENTES', 'DASHBOARD_CLIENTES'],
      ),
      // The NDs behind the VPC requests he approves, and what VPC costs per customer.
      ...grant(['VISUALIZAR'], ['NOTA_DE_DEBITO', 'CUSTO_VPC']),
      // The representatives he manages (record rule: their regional manager) and the registrations
      // he approves; his changes to them go to the board (WORKFLOW starts the request).
      {
        module: 'REPRESENTANTES',
        permissions: ['VISUALIZAR', 'EDITAR', 'APROVAR', 'REPROVAR', 'WORKFLOW'],
      },
      ...grant(
        ['VISUALIZAR'],
        [
          'PRE_CADASTRO_REPRESENTANTE',
          'CONTRATO_REPRESENTANTE',
          'DISTRATO',
          'COMISSAO',
          'REPRESENTANTES_TOTVS',
        ],
      ),
      ...OWN_COMPANIES,
      ...SUBSTITUTES,
      ...SHELL,
    ],
  },
  /**
   * Finance: every company's bank accounts (confidential access: saved directly, no approval), the
   * companies they belong to, budgets and their balances, debit notes, VPC requests (which she
   * sends to approval) and their cost, receivables, budget prices and their simulation, the
   * alçadas that route the financial approvals by value, and the finance team's task queue.
   */
  finance: {
    name: 'Analista Financeiro',
    description: 'Contas bancárias de todas as empresas, verbas, NDs, VPC, FAN, títulos e alçadas',
    grants: [
      ...grant(
        ['VISUALIZAR', 'INCLUIR', 'EDITAR'],
        ['TITULOS_A_RECEBER', 'SALDO_DE_VERBAS', 'CUSTO_VPC', 'ALCADA'],
      ),
      // Budgets: created, credited and spent, deactivated; their schedules removed.
      { module: 'VERBAS', permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'INATIVAR', 'EXCLUIR'] },
      // Every customer's NDs and VPC requests (confidential: all of them); she requests the VPCs'
      // approval (WORKFLOW starts it) and answers what comes back to her (her task panel).
      {
        module: 'NOTA_DE_DEBITO',
        permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'],
      },
      {
        module: 'VPC',
        permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'WORKFLOW', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'],
      },
      // Her task panel, and the finance team's queue (the financial workflows' tasks).
      ...grant(['VISUALIZAR'], ['PAINEL_DE_TAREFAS', 'TAREFAS_FINANCEIRO']),
      // The approval modes her alçadas name and the products her budgets price (read-only), and
      // price simulations for any customer.
      ...grant(['VISUALIZAR'], ['MODO_DE_APROVACAO', 'PRODUTOS']),
      { module: 'SIMULACAO_DE_PRECO', permissions: ['VISUALIZAR', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'] },
      // Every customer's FAN, which she registers (its approval starts with it, WORKFLOW) with its
      // documents: files she uploads (ARQUIVOS, her own ones only).
      {
        module: 'FAN',
        permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'WORKFLOW', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'],
      },
      ...grant(['VISUALIZAR', 'INCLUIR'], ['ARQUIVOS']),
      // The orders NDs are issued against (every customer's, read-only), and every sale's figures
      // (Financeiro → Dashboard de Vendas, a financial screen of spec/02 §2).
      { module: 'PEDIDOS', permissions: ['VISUALIZAR', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'] },
      ...grant(['VISUALIZAR'], ['DASHBOARD_VENDAS']),
      {
        module: 'BANCOS',
        permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'],
      },
      { module: 'EMPRESAS', permissions: ['VISUALIZAR', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'] },
      // The representatives' commissions she pays: every representative's, imported by hand per order line.
      { module: 'REPRESENTANTES', permissions: ['VISUALIZAR', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'] },
      { module: 'COMISSAO', permissions: ['VISUALIZAR', 'IMPORTACAO_EM_MASSA'] },
      ...SUBSTITUTES,
      ...SHELL,
    ],
  },
} satisfies Record<string, DemoProfile>;
