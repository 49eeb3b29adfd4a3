/**
 * Financial (spec/02 §2 Financial, §3 Budget categories, §4, §5, §7 VPC and budgets, §8 VPC,
 * budgets and approvals): budgets (verbas) in five categories, each with its schedule and every
 * movement of its balance; debit notes (ND) issued against orders; VPC requests of a customer,
 * backed by NDs and approved through the workflow engine; what they add up to per customer.
 */
import { optionsOf } from '../pricing/model.js';
import { recordNumberOf } from '../validators/format.js';

export const BUDGETS_PATH = '/financial/sums/budget';
export const BALANCE_FUNDS_PATH = '/financial/balanceFunds';
export const VPC_REQUESTS_PATH = '/financial/vpc';
export const VPC_COST_PATH = '/financial/custVpc';
export const DEBIT_NOTES_PATH = '/financial/debitNotes';
export const FINANCIAL_TASKS_PATH = '/financial/tasks';
/**
 * The financial workflow types are those whose records live in the Financeiro screens
 * (/financial/..., /fan): their record route matches this pattern, in JavaScript and in SQL (~).
 * Their alçadas are listed at /financial/jurisdiction and their tasks at /financial/tasks.
 */
export const FINANCIAL_RECORD_PATH = '^/(financial|fan)(/|$)';
export const isFinancialRecordPath = (path: string | null | undefined) =>
  path != null && new RegExp(FINANCIAL_RECORD_PATH).test(path);
export const RECEIVABLES_PATH = '/financial/titlesReceive';
export const SALES_DASHBOARD_PATH = '/financial/salesDashboard';
/** The workflow a VPC request goes through (module VPC). */
export const VPC_WORKFLOW = 'APROVACAO_VPC';

/** spec/02 §3 Budget categories: bonus, growth, flow, store actions, presidency. */
export const BUDGET_CATEGORIES = {
  BONUS: 'Bonificação',
  GROWTH: 'Crescimento',
  FLOW: 'Fluxo',
  STORE_ACTIONS: 'Ações de loja',
  PRESIDENCY: 'Presidência',
} as const;
export type BudgetCategory = keyof typeof BUDGET_CATEGORIES;

/** A budget's movements: money in, money out, money back. */
export const BUDGET_MOVEMENT_KINDS = {
  CREDIT: 'Crédito',
  SPEND: 'Consumo',
  REFUND: 'Estorno',
} as const;
export type BudgetMovementKind = keyof typeof BUDGET_MOVEMENT_KINDS;

/** Where a VPC request stands; cancelled is its end without approval. */
export const VPC_STATUSES = {
  DRAFT: 'Rascunho',
  IN_APPROVAL: 'Em aprovação',
  RETURNED: 'Devolvida para correção',
  APPROVED: 'Aprovada',
  CANCELLED: 'Cancelada',
} as const;
export type VpcStatus = keyof typeof VPC_STATUSES;

/**
 * Where a receivable (título a receber) stands, as of today in the business's zone: paid once its
 * payment day is recorded; otherwise overdue from the day after its due date.
 */
export const RECEIVABLE_STATUSES = { DUE: 'A vencer', OVERDUE: 'Vencido', PAID: 'Pago' } as const;
export type ReceivableStatus = keyof typeof RECEIVABLE_STATUSES;

/** How the balances are summed up on the balance screen. */
export const BALANCE_GROUPS = { category: 'Categoria', customer: 'Cliente', month: 'Mês' } as const;
export type BalanceGroup = keyof typeof BALANCE_GROUPS;

export const FINANCIAL_OPTIONS = {
  categories: optionsOf(BUDGET_CATEGORIES),
  movementKinds: optionsOf(BUDGET_MOVEMENT_KINDS),
  vpcStatuses: optionsOf(VPC_STATUSES),
  balanceGroups: optionsOf(BALANCE_GROUPS),
  receivableStatuses: optionsOf(RECEIVABLE_STATUSES),
};

/** Numbers as people read them: VRB-000001, ND-000001, VPC-000001. */
export const budgetCodeOf = recordNumberOf('VRB');
export const debitNoteCodeOf = recordNumberOf('ND');
export const vpcNumberOf = recordNumberOf('VPC');

/**
 * Texts of the financial module: the spec's word for word (§5, §8), the product's own where it
 * names none. The spec names "the edit and cancel variants" of 'Falha ao cadastrar VPC.' without
 * their words; they follow FAN's ('Falha ao editar FAN.').
 */
export const FINANCIAL_MSG = {
  // spec/02 §5, §8
  vpcCreateFailed: 'Falha ao cadastrar VPC.',
  vpcEditFailed: 'Falha ao editar VPC.',
  vpcCancelFailed: 'Falha ao cancelar VPC.',
  scheduleFailed: 'Falha ao cadastrar Programações de Apuração',
  approvalFailed: 'Erro ao cadastrar Aprovação.',
  vpcBelowNds: 'O valor da solicitação do VPC é menor que o valor das NDs',
  budgetPriceCreateFailed: 'Falha ao criar preços',
  budgetPriceDeleteFailed: 'Falha ao deletar preço de orçamento',
  // The product's own
  budgetNotFound: 'Verba não encontrada',
  budgetSaveFailed: 'Falha ao salvar a verba',
  movementNotFound: 'Movimento de verba não encontrado',
  movementFailed: 'Falha ao registrar o movimento da verba',
  insufficientBalance: (balance: string) => `Saldo insuficiente na verba (saldo: ${balance})`,
  refundAboveSpent: (spent: string) => `O estorno não pode passar do valor consumido da verba (${spent})`,
  budgetInactive: 'A verba está inativa',
  budgetOtherCustomer: 'A verba é de outro cliente',
  debitNoteNotFound: 'Nota de débito não encontrada',
  debitNoteFailed: 'Falha ao salvar a nota de débito',
  debitNoteOtherCustomer: 'A nota de débito é de outro cliente',
  debitNoteTaken: 'A nota de débito já está em outra solicitação de VPC',
  vpcNotFound: 'Solicitação de VPC não encontrada',
  vpcNotEditable: 'Somente solicitações em rascunho ou devolvidas para correção podem ser alteradas',
  vpcNotSendable:
    'Somente solicitações em rascunho ou devolvidas para correção podem ser enviadas para aprovação',
  vpcNotCancellable: 'Somente solicitações em rascunho ou devolvidas para correção podem ser canceladas',
  vpcSent: 'Solicitação de VPC enviada para aprovação',
  vpcCancelled: 'Solicitação de VPC cancelada',
  budgetPriceNotFound: 'Preço de orçamento não encontrado',
  budgetPriceTaken: 'Este produto já tem preço nesta verba',
  simulationFailed: 'Falha ao simular preços',
  simulationEmpty: 'Informe ao menos um preço para simular',
  /** The budget validation lookup's answer when the balance covers the value. */
  balanceCovers: (balance: string) => `Saldo suficiente na verba (saldo: ${balance})`,
  balancesFailed: 'Falha ao buscar o saldo de verbas',
  costFailed: 'Falha ao buscar o custo de VPC',
  receivableNotFound: 'Título a receber não encontrado',
  receivableFailed: 'Falha ao salvar o título a receber',
  receivableNotInvoiced: 'Somente pedidos faturados têm títulos a receber',
  paymentInFuture: 'A data do pagamento não pode ser posterior a hoje',
  paymentBeforeInvoice: 'A data do pagamento não pode ser anterior à data de emissão do título',
  salesDashboardFailed: 'Falha ao buscar o dashboard de vendas',
} as const;
