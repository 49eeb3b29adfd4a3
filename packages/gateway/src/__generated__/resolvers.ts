import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 instant (timestamptz). The web shows it as DD/MM/YYYY HH:mm:ss in America/Sao_Paulo. */
  DateTime: { input: string; output: string; }
  /** Any JSON value, as it is (form data, a changed field's values). */
  JSON: { input: unknown; output: unknown; }
};

/** What one profile grants on one module. */
export type Access = {
  __typename?: 'Access';
  exceptions: Array<AccessException>;
  module: Scalars['String']['output'];
  permissions: Array<Action>;
  profileId: Scalars['ID']['output'];
};

/** A carve-out inside a profile's grant: this action is not allowed on the named module through that profile. */
export type AccessException = {
  __typename?: 'AccessException';
  name: Scalars['String']['output'];
  permission: Action;
};

/** One module of the permission catalogue, for the profile editor. */
export type AccessModule = {
  __typename?: 'AccessModule';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Why one profile's grant counts or not: it grants the action, carves it out as an exception, or does not grant it. */
export type AccessOutcome =
  | 'EXCEPTION'
  | 'GRANTED'
  | 'NOT_GRANTED';

/** Everything the signed-in user may do; decide with can() from @balcao/schema. */
export type AccessSet = {
  __typename?: 'AccessSet';
  accesses: Array<Access>;
  /** Set when one of the user's active profiles has the global flag: every action on every module. */
  global: Scalars['Boolean']['output'];
};

export type AccessVerdict = {
  __typename?: 'AccessVerdict';
  module: Scalars['String']['output'];
  outcome: AccessOutcome;
  profileId: Scalars['ID']['output'];
  profileName: Scalars['String']['output'];
};

export type Action =
  | 'ACESSO_A_INFORMACAO_CONFIDENCIAL'
  | 'APROVAR'
  | 'EDITAR'
  | 'EXCLUIR'
  | 'IMPORTACAO_EM_MASSA'
  | 'INATIVAR'
  | 'INCLUIR'
  | 'REPROVAR'
  | 'VISUALIZAR'
  | 'WORKFLOW';

/** One action on the inspected modules: the decision of can() and the verdict of each grant behind it. */
export type ActionExplanation = {
  __typename?: 'ActionExplanation';
  action: Action;
  allowed: Scalars['Boolean']['output'];
  /** A global profile decided it; the grants were not read. */
  global: Scalars['Boolean']['output'];
  verdicts: Array<AccessVerdict>;
};

/** Título de ação (TITULO_DE_ACAO, /administrative/titleAction). */
export type ActionTitle = {
  __typename?: 'ActionTitle';
  /** Ações (em ordem); The actions' names in execution order, comma separated. */
  actionNames?: Maybe<Scalars['String']['output']>;
  /** Its actions in execution order. */
  actions: Array<WorkflowAction>;
  active: Scalars['Boolean']['output'];
  /** Alias; The answers' name in lookups (tasksByWorkflowType's alias), unique without case. */
  alias: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Título */
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** What createActionTitle and updateActionTitle write: a field ActionTitle answers too is described on ActionTitle (its label, format and allowed values). */
export type ActionTitleInput = {
  alias: Scalars['String']['input'];
  title: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ActionTitlePage = Page & {
  __typename?: 'ActionTitlePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<ActionTitle>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type AnswerWorkflowInput = {
  actionId: Scalars['ID']['input'];
  executionWorkflowId: Scalars['ID']['input'];
  items?: InputMaybe<Array<ApprovedItemInput>>;
  /** Answer as presidency (PRESIDENCY role members only). */
  presidency?: InputMaybe<Scalars['Boolean']['input']>;
  stepId: Scalars['ID']['input'];
  values?: InputMaybe<Scalars['JSON']['input']>;
};

/** What every screen follows, the same for every user. */
export type AppSettings = {
  __typename?: 'AppSettings';
  /** The business's IANA time zone (BUSINESS_TIME_ZONE): every day, month and time a user sees is counted in it. */
  timeZone: Scalars['String']['output'];
};

/** Modo de aprovação (MODO_DE_APROVACAO, /administrative/registerAux/approvalMode). */
export type ApprovalMode = {
  __typename?: 'ApprovalMode';
  active: Scalars['Boolean']['output'];
  /** Código; How alçadas and people name the mode, unique without case. */
  approverCode: Scalars['String']['output'];
  /** Descrição */
  approverDescription: Scalars['String']['output'];
  /** Aprovadores; The named approvers' names, comma separated. */
  approverNames?: Maybe<Scalars['String']['output']>;
  /** Its named approvers (approvers), by name. */
  approverUsers: Array<WorkflowRoleMember>;
  /** Aprovadores; The ids of the users who approve by name (active users; a role, approvers, or both). */
  approvers: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** Papel; A workflow role whose active members approve (the requester never does).; one of APPROVER, REGIONAL_MANAGER, BOARD, PRESIDENCY */
  roleCode?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What createApprovalMode and updateApprovalMode write: a field ApprovalMode answers too is described on ApprovalMode (its label, format and allowed values). */
export type ApprovalModeInput = {
  approverCode: Scalars['String']['input'];
  approverDescription: Scalars['String']['input'];
  approvers?: InputMaybe<Array<Scalars['ID']['input']>>;
  roleCode?: InputMaybe<Scalars['String']['input']>;
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ApprovalModePage = Page & {
  __typename?: 'ApprovalModePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<ApprovalMode>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type ApprovedItemInput = {
  approved: Scalars['Boolean']['input'];
  id: Scalars['String']['input'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  /** Days since the password expired (90 days after it was set); above 0, only a new password may be set. */
  daysPasswordExpired: Scalars['Int']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** Days left before the password expires (the web warns from 7). */
  passwordExpiresInDays: Scalars['Int']['output'];
  user: User;
};

/** Conta bancária (BANCOS, /financial/banks). */
export type BankAccount = {
  __typename?: 'BankAccount';
  /** Conta */
  accountCode: Scalars['String']['output'];
  /** Agência; Digits and an optional check digit, 1234-5. */
  agencyCode: Scalars['String']['output'];
  /** Código do banco */
  bankCode: Scalars['String']['output'];
  /** Banco */
  bankName: Scalars['String']['output'];
  /** Whether the caller's changes are requests its workflow (ALTERACAO_CADASTRAL_CONTA) approves. */
  changeByRequest?: Maybe<Scalars['Boolean']['output']>;
  /** Código matriz */
  companyCode: Scalars['String']['output'];
  /** Empresa */
  companyId: Scalars['ID']['output'];
  /** Empresa */
  companyName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The registration change waiting for approval (bankAccount(id) only). */
  pendingChange?: Maybe<ChangeRequest>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What createBankAccount, updateBankAccount and requestBankAccountChange write: a field BankAccount answers too is described on BankAccount (its label, format and allowed values). */
export type BankAccountInput = {
  accountCode: Scalars['String']['input'];
  agencyCode: Scalars['String']['input'];
  bankCode: Scalars['String']['input'];
  bankName: Scalars['String']['input'];
  companyId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type BankAccountPage = Page & {
  __typename?: 'BankAccountPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<BankAccount>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** Verba (VERBAS, /financial/sums/budget). */
export type Budget = {
  __typename?: 'Budget';
  active: Scalars['Boolean']['output'];
  /** Saldo; Credits less spends plus refunds: never below zero.; a decimal string, 1234.56 */
  balance?: Maybe<Scalars['String']['output']>;
  /** Categoria; one of BONUS, GROWTH, FLOW, STORE_ACTIONS, PRESIDENCY */
  category: Scalars['String']['output'];
  /** Código; VRB- and the id, six digits. */
  code?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Cliente; The customer the budget is for; none: any customer. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** Descrição */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Último movimento; The last credit, spend or refund as people read it: each one is in the history. */
  lastMovement?: Maybe<Scalars['String']['output']>;
  /** Consumido; Spends less refunds.; a decimal string, 1234.56 */
  spent?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Valor; Its first credit; fixed once created (later credits are movements).; a decimal string, 1234.56 */
  value: Scalars['String']['output'];
};

/** A line of the balance screen (/financial/balanceFunds): the budgets' movements of a group summed; money as decimal text ('1234.56'). */
export type BudgetBalanceRow = {
  __typename?: 'BudgetBalanceRow';
  /** Credited less spent plus refunded. */
  balance: Scalars['String']['output'];
  credited: Scalars['String']['output'];
  /** The group's code: a category, a customer id ('' for none) or a month YYYY-MM. */
  key: Scalars['String']['output'];
  /** How people read it: the category's label, the customer's name or MM/YYYY. */
  label: Scalars['String']['output'];
  refunded: Scalars['String']['output'];
  spent: Scalars['String']['output'];
};

/** What createBudget and updateBudget write: a field Budget answers too is described on Budget (its label, format and allowed values). */
export type BudgetInput = {
  category: Scalars['String']['input'];
  customerId?: InputMaybe<Scalars['ID']['input']>;
  description: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['String']['input'];
};

/** Movimento (VERBAS, /financial/sums/budget). */
export type BudgetMovement = {
  __typename?: 'BudgetMovement';
  /** Saldo após; The budget's balance right after this movement.; a decimal string, 1234.56 */
  balanceAfter?: Maybe<Scalars['String']['output']>;
  /** Verba */
  budgetCode?: Maybe<Scalars['String']['output']>;
  /** Verba */
  budgetId: Scalars['ID']['output'];
  /** Cliente */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Responsável */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** Descrição */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Tipo; one of CREDIT, SPEND, REFUND */
  kind: Scalars['String']['output'];
  /** Data */
  movedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Movimento; MOV- and the id, six digits. */
  movementNumber?: Maybe<Scalars['String']['output']>;
  /** Origem; The record that moved it (VPC-000001); none: by hand. */
  origin?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Valor; a decimal string, 1234.56 */
  value: Scalars['String']['output'];
};

/** What createBudgetMovement and updateBudgetMovement write: a field BudgetMovement answers too is described on BudgetMovement (its label, format and allowed values). */
export type BudgetMovementInput = {
  budgetId: Scalars['ID']['input'];
  customerId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  kind: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['String']['input'];
};

export type BudgetMovementPage = Page & {
  __typename?: 'BudgetMovementPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<BudgetMovement>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type BudgetPage = Page & {
  __typename?: 'BudgetPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Budget>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** Preço de orçamento (VERBAS, /financial/sums/budget). */
export type BudgetPrice = {
  __typename?: 'BudgetPrice';
  /** Verba */
  budgetCode?: Maybe<Scalars['String']['output']>;
  /** Verba */
  budgetId: Scalars['ID']['output'];
  /** Valor FAN; a decimal string, 1234.56 */
  fanValue?: Maybe<Scalars['String']['output']>;
  /** Efeito na verba; VPC plus FAN: what the price takes from the budget.; a decimal string, 1234.56 */
  fundsValue?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** FAN (%); a decimal string, 12.50 */
  percFan?: Maybe<Scalars['String']['output']>;
  /** VPC (%); a decimal string, 12.50 */
  percVpc?: Maybe<Scalars['String']['output']>;
  /** Preço; a decimal string, 1234.56 */
  price: Scalars['String']['output'];
  /** Código do produto */
  productCode: Scalars['String']['output'];
  /** Produto */
  productId: Scalars['ID']['output'];
  /** Produto */
  productName: Scalars['String']['output'];
  /** Quantidade */
  quantity: Scalars['Int']['output'];
  /** Valor total; Price × quantity.; a decimal string, 1234.56 */
  totalValue?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Valor VPC; a decimal string, 1234.56 */
  vpcValue?: Maybe<Scalars['String']['output']>;
};

/** What createBudgetPrice and updateBudgetPrice write: a field BudgetPrice answers too is described on BudgetPrice (its label, format and allowed values). */
export type BudgetPriceInput = {
  budgetId: Scalars['ID']['input'];
  percFan?: InputMaybe<Scalars['String']['input']>;
  percVpc?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type BudgetPricePage = Page & {
  __typename?: 'BudgetPricePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<BudgetPrice>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** Programação de apuração (VERBAS, /financial/sums/budget). */
export type BudgetSchedule = {
  __typename?: 'BudgetSchedule';
  /** Data de apuração; YYYY-MM-DD */
  assessmentDate: Scalars['String']['output'];
  /** Verba */
  budgetCode?: Maybe<Scalars['String']['output']>;
  /** Verba */
  budgetId: Scalars['ID']['output'];
  /** Descrição */
  description: Scalars['String']['output'];
  /** Valor previsto; a decimal string, 1234.56 */
  expectedValue?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Fim do período; YYYY-MM-DD */
  periodEnd: Scalars['String']['output'];
  /** Início do período; YYYY-MM-DD */
  periodStart: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** What createBudgetSchedule and updateBudgetSchedule write: a field BudgetSchedule answers too is described on BudgetSchedule (its label, format and allowed values). */
export type BudgetScheduleInput = {
  assessmentDate: Scalars['String']['input'];
  budgetId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  expectedValue?: InputMaybe<Scalars['String']['input']>;
  periodEnd: Scalars['String']['input'];
  periodStart: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type BudgetSchedulePage = Page & {
  __typename?: 'BudgetSchedulePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<BudgetSchedule>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** spec/02 §7 'budget validation lookup': whether a budget may pay a value now; money as decimal text. */
export type BudgetValidation = {
  __typename?: 'BudgetValidation';
  balance: Scalars['String']['output'];
  /** The balance once the value is spent: negative when it does not cover it. */
  balanceAfter: Scalars['String']['output'];
  /** VRB-000001. */
  budgetCode: Scalars['String']['output'];
  budgetId: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** Active, for this customer (or any) and its balance covers the value. */
  enough: Scalars['Boolean']['output'];
  /** Why, as people read it: 'Saldo insuficiente na verba (saldo: R$ 10,00)'. */
  message: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Comprador (COMPRADORES, /client/buyers). */
export type Buyer = {
  __typename?: 'Buyer';
  active: Scalars['Boolean']['output'];
  /** Whether the caller's changes are requests its workflow (ALTERACAO_CADASTRAL_COMPRADOR) approves. */
  changeByRequest?: Maybe<Scalars['Boolean']['output']>;
  /** CPF; 11 digits, no mask */
  cpf: Scalars['String']['output'];
  /** Cliente */
  customerId: Scalars['ID']['output'];
  /** Cliente; The customer's corporate name. */
  customerName: Scalars['String']['output'];
  /** E-mail */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Comprador principal; The customer's main buyer (at most one per customer). */
  main: Scalars['Boolean']['output'];
  /** Nome */
  name: Scalars['String']['output'];
  /** Observações */
  notes?: Maybe<Scalars['String']['output']>;
  /** The registration change waiting for approval (buyer(id) only). */
  pendingChange?: Maybe<ChangeRequest>;
  /** Telefone; digits only */
  phone?: Maybe<Scalars['String']['output']>;
  /** Cargo */
  position?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A customer a buyer may be registered for (one the caller may see). */
export type BuyerCustomerChoice = {
  __typename?: 'BuyerCustomerChoice';
  city?: Maybe<Scalars['String']['output']>;
  /** 14 digits for a company, null for a person. */
  cnpj?: Maybe<Scalars['String']['output']>;
  corporateName: Scalars['String']['output'];
  /** 11 digits for a person, null for a company. */
  cpf?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  shortName: Scalars['String']['output'];
  uf?: Maybe<Scalars['String']['output']>;
};

export type BuyerCustomerChoicePage = Page & {
  __typename?: 'BuyerCustomerChoicePage';
  rows: Array<BuyerCustomerChoice>;
  totalRegisters: Scalars['Int']['output'];
};

/** What createBuyer, updateBuyer and requestBuyerChange write: a field Buyer answers too is described on Buyer (its label, format and allowed values). */
export type BuyerInput = {
  cpf: Scalars['String']['input'];
  customerId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  main?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type BuyerPage = Page & {
  __typename?: 'BuyerPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Buyer>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** A buyer's name, as the have-buyer answer names the main one. */
export type BuyerRef = {
  __typename?: 'BuyerRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A registration change waiting for its workflow's approval; saved to the record when approved. */
export type ChangeRequest = {
  __typename?: 'ChangeRequest';
  changes: Array<FieldChange>;
  id: Scalars['ID']['output'];
  /** Asked for by the caller: his to correct (the same call again replaces its values). */
  mine: Scalars['Boolean']['output'];
  requestedAt: Scalars['DateTime']['output'];
  requestedBy: ChangeRequester;
};

/** Who asked for a change request. */
export type ChangeRequester = {
  __typename?: 'ChangeRequester';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The commission of one approved order line: his percentage (the ruler's within his minimum and maximum, or set by hand) over the line's value. */
export type CommissionLine = {
  __typename?: 'CommissionLine';
  base: Scalars['String']['output'];
  commission: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** The line's discount on the table price, in percent. */
  discount: Scalars['String']['output'];
  issueDate: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
  manual: Scalars['Boolean']['output'];
  orderNumber: Scalars['String']['output'];
  percentage: Scalars['String']['output'];
  productCode: Scalars['String']['output'];
  productName: Scalars['String']['output'];
};

export type CommissionLinePage = Page & {
  __typename?: 'CommissionLinePage';
  rows: Array<CommissionLine>;
  totalRegisters: Scalars['Int']['output'];
};

/** A representative's commission in one month (YYYY-MM): his approved order lines, their value and his commission. */
export type CommissionMonth = {
  __typename?: 'CommissionMonth';
  base: Scalars['String']['output'];
  commission: Scalars['String']['output'];
  lines: Scalars['Int']['output'];
  month: Scalars['String']['output'];
};

/** Empresa (EMPRESAS, /administrative/companies). */
export type Company = {
  __typename?: 'Company';
  active: Scalars['Boolean']['output'];
  /** Contas bancárias */
  bankAccountCount: Scalars['Int']['output'];
  /** Whether the caller's changes are requests its workflow (ALTERACAO_CADASTRAL_EMPRESA) approves. */
  changeByRequest?: Maybe<Scalars['Boolean']['output']>;
  /** CNPJ; 14 digits, no mask */
  cnpj: Scalars['String']['output'];
  /** Código matriz; The matrix code the ERP knows it by. */
  code: Scalars['String']['output'];
  /** Razão social */
  corporateName: Scalars['String']['output'];
  /** E-mail */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The registration change waiting for approval (company(id) only). */
  pendingChange?: Maybe<ChangeRequest>;
  /** Telefone; digits only */
  phone?: Maybe<Scalars['String']['output']>;
  /** Representante; Without confidential access, only the caller himself (none makes it him). */
  representativeId?: Maybe<Scalars['ID']['output']>;
  /** Representante */
  representativeName?: Maybe<Scalars['String']['output']>;
  /** Inscrição estadual */
  stateRegistration?: Maybe<Scalars['String']['output']>;
  /** Nome fantasia */
  tradeName?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A company a bank account may be registered for. */
export type CompanyChoice = {
  __typename?: 'CompanyChoice';
  cnpj: Scalars['String']['output'];
  code: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type CompanyChoicePage = Page & {
  __typename?: 'CompanyChoicePage';
  rows: Array<CompanyChoice>;
  totalRegisters: Scalars['Int']['output'];
};

/** What createCompany, updateCompany and requestCompanyChange write: a field Company answers too is described on Company (its label, format and allowed values). */
export type CompanyInput = {
  cnpj: Scalars['String']['input'];
  code: Scalars['String']['input'];
  corporateName: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  representativeId?: InputMaybe<Scalars['ID']['input']>;
  stateRegistration?: InputMaybe<Scalars['String']['input']>;
  tradeName?: InputMaybe<Scalars['String']['input']>;
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CompanyPage = Page & {
  __typename?: 'CompanyPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Company>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/**
 * A customer (/client/customer, spec/02 §3): registration fields, its matrix (a company), its
 * representative, the sub-records each saved by its own mutation, and its documents. Money and
 * percents are decimal strings ('1234.56'), days 'YYYY-MM-DD'. Record access is the services': the
 * representative, whoever takes part in its registration workflow, or CLIENTES × ACESSO_A_INFORMACAO_CONFIDENCIAL.
 */
export type Customer = {
  __typename?: 'Customer';
  activityBranch?: Maybe<Scalars['String']['output']>;
  bankInstruction?: Maybe<Scalars['String']['output']>;
  billingEmail?: Maybe<Scalars['String']['output']>;
  billingPhone?: Maybe<Scalars['String']['output']>;
  businessEmail?: Maybe<Scalars['String']['output']>;
  businessHierarchy?: Maybe<CustomerBusinessHierarchy>;
  buysSpecificBrand: Scalars['Boolean']['output'];
  calculatesFine: Scalars['Boolean']['output'];
  carrier?: Maybe<Scalars['String']['output']>;
  cep?: Maybe<Scalars['String']['output']>;
  checkSerasa: Scalars['Boolean']['output'];
  checkSupplier: Scalars['Boolean']['output'];
  city?: Maybe<Scalars['String']['output']>;
  cnpj?: Maybe<Scalars['String']['output']>;
  commercialPhone?: Maybe<Scalars['String']['output']>;
  companyCnpj: Scalars['String']['output'];
  companyCode: Scalars['String']['output'];
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  complement?: Maybe<Scalars['String']['output']>;
  corporateName: Scalars['String']['output'];
  cpf?: Maybe<Scalars['String']['output']>;
  crc?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  crmTable?: Maybe<Scalars['String']['output']>;
  customerGroup?: Maybe<Scalars['String']['output']>;
  district?: Maybe<Scalars['String']['output']>;
  doNotRetainIcms: Scalars['Boolean']['output'];
  documents: Array<CustomerDocument>;
  employees?: Maybe<Scalars['Int']['output']>;
  /** The registration workflow running for it, if any. */
  executionWorkflowId?: Maybe<Scalars['ID']['output']>;
  fiscalParameters: CustomerFiscalParameters;
  generatesDebitNotice: Scalars['Boolean']['output'];
  icmsSubstitute: Scalars['Boolean']['output'];
  icmsTaxpayer?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  implantationDate?: Maybe<Scalars['String']['output']>;
  initialContact?: Maybe<Scalars['String']['output']>;
  invoiceEmail?: Maybe<Scalars['String']['output']>;
  ipiSuspensionOptant: Scalars['Boolean']['output'];
  issuesBankSlip: Scalars['Boolean']['output'];
  natureTaxOperations: Array<CustomerNatureTaxOperation>;
  nonCumulative100: Scalars['Boolean']['output'];
  number?: Maybe<Scalars['String']['output']>;
  /** PJ or PF. */
  personType: Scalars['String']['output'];
  /** The table as people read it: 'TP-VAR — Tabela Varejo'. */
  priceTable?: Maybe<Scalars['String']['output']>;
  /** The table the customer's prices come from first (a price table's id); priceTable names it. */
  priceTableId?: Maybe<Scalars['ID']['output']>;
  priceTableRelated?: Maybe<Scalars['String']['output']>;
  /** The table his prices come from when the first has no price for a product. */
  priceTableRelatedId?: Maybe<Scalars['ID']['output']>;
  receivesNfe: Scalars['Boolean']['output'];
  receivesSciInformation: Scalars['Boolean']['output'];
  registration?: Maybe<CustomerRegistration>;
  representativeId?: Maybe<Scalars['ID']['output']>;
  representativeName?: Maybe<Scalars['String']['output']>;
  retentionAgent: Scalars['Boolean']['output'];
  revenueLast12Months?: Maybe<Scalars['String']['output']>;
  riskClass?: Maybe<Scalars['String']['output']>;
  shortName: Scalars['String']['output'];
  simpleClient: Scalars['Boolean']['output'];
  site?: Maybe<Scalars['String']['output']>;
  socialCapital?: Maybe<Scalars['String']['output']>;
  standardIncome: Scalars['Boolean']['output'];
  stateRegistration?: Maybe<Scalars['String']['output']>;
  /** PRE_REGISTRATION, IN_APPROVAL, ACTIVE or INACTIVE. */
  status: Scalars['String']['output'];
  street?: Maybe<Scalars['String']['output']>;
  suframa?: Maybe<Scalars['String']['output']>;
  suggestedLimit?: Maybe<Scalars['String']['output']>;
  taxRegime?: Maybe<Scalars['String']['output']>;
  uf?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  withholdsTax: Scalars['Boolean']['output'];
};

/** A customer given to another representative (representatives' ids). */
export type CustomerAssignmentInput = {
  customerId: Scalars['ID']['input'];
  representativeId: Scalars['ID']['input'];
};

export type CustomerBusinessHierarchy = {
  __typename?: 'CustomerBusinessHierarchy';
  board?: Maybe<Scalars['String']['output']>;
  channel?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  regionalManagerId?: Maybe<Scalars['ID']['output']>;
  regionalManagerName?: Maybe<Scalars['String']['output']>;
  segment?: Maybe<Scalars['String']['output']>;
  supervisor?: Maybe<Scalars['String']['output']>;
};

export type CustomerBusinessHierarchyInput = {
  board?: InputMaybe<Scalars['String']['input']>;
  channel?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  regionalManagerId?: InputMaybe<Scalars['ID']['input']>;
  segment?: InputMaybe<Scalars['String']['input']>;
  supervisor?: InputMaybe<Scalars['String']['input']>;
};

/** The CNPJ lookup: SUCCESS with the matrix that fills the form, or ERROR with the message to show. */
export type CustomerCnpjLookup = {
  __typename?: 'CustomerCnpjLookup';
  matrix?: Maybe<CustomerMatrix>;
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** How many customers have one value (a status, region, state, risk class or month YYYY-MM); key null: not informed. */
export type CustomerCount = {
  __typename?: 'CustomerCount';
  count: Scalars['Int']['output'];
  key?: Maybe<Scalars['String']['output']>;
};

/** The customer dashboard (/client/customer/dashboard): only the customers the caller may see. */
export type CustomerDashboard = {
  __typename?: 'CustomerDashboard';
  active: Scalars['Int']['output'];
  byRegion: Array<CustomerCount>;
  byRiskClass: Array<CustomerCount>;
  byState: Array<CustomerCount>;
  byStatus: Array<CustomerCount>;
  inactive: Scalars['Int']['output'];
  /** The last 12 months, oldest first, one entry per month even when none. */
  newPerMonth: Array<CustomerCount>;
  newThisMonth: Scalars['Int']['output'];
  /** In pre-registration or in approval. */
  prospects: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A customer document; alias is its document type code. Uploaded at POST /files/customers/:id/documents, read at GET /files/customers/documents/:id. */
export type CustomerDocument = {
  __typename?: 'CustomerDocument';
  alias: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  customerId: Scalars['ID']['output'];
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  observation?: Maybe<Scalars['String']['output']>;
  size: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CustomerDocumentInput = {
  alias: Scalars['String']['input'];
  observation?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type CustomerFiscalParameters = {
  __typename?: 'CustomerFiscalParameters';
  /** CFOP codes: { FAMILY: { REGION: { ST, VPC } } } (families TV…DESKTOP, regions MANAUS, AG_SC, AG_SP). */
  cfop: Scalars['JSON']['output'];
  cofinsRate?: Maybe<Scalars['String']['output']>;
  icmsRate?: Maybe<Scalars['String']['output']>;
  ipiRate?: Maybe<Scalars['String']['output']>;
  pisRate?: Maybe<Scalars['String']['output']>;
  specialRegime?: Maybe<Scalars['String']['output']>;
  stMargin?: Maybe<Scalars['String']['output']>;
  taxBaseReduction?: Maybe<Scalars['String']['output']>;
};

export type CustomerFiscalParametersInput = {
  cfop?: InputMaybe<Scalars['JSON']['input']>;
  cofinsRate?: InputMaybe<Scalars['String']['input']>;
  icmsRate?: InputMaybe<Scalars['String']['input']>;
  ipiRate?: InputMaybe<Scalars['String']['input']>;
  pisRate?: InputMaybe<Scalars['String']['input']>;
  specialRegime?: InputMaybe<Scalars['String']['input']>;
  stMargin?: InputMaybe<Scalars['String']['input']>;
  taxBaseReduction?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerInput = {
  activityBranch?: InputMaybe<Scalars['String']['input']>;
  bankInstruction?: InputMaybe<Scalars['String']['input']>;
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  billingPhone?: InputMaybe<Scalars['String']['input']>;
  businessEmail?: InputMaybe<Scalars['String']['input']>;
  buysSpecificBrand?: InputMaybe<Scalars['Boolean']['input']>;
  calculatesFine?: InputMaybe<Scalars['Boolean']['input']>;
  carrier?: InputMaybe<Scalars['String']['input']>;
  cep?: InputMaybe<Scalars['String']['input']>;
  checkSerasa?: InputMaybe<Scalars['Boolean']['input']>;
  checkSupplier?: InputMaybe<Scalars['Boolean']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  cnpj?: InputMaybe<Scalars['String']['input']>;
  commercialPhone?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
  complement?: InputMaybe<Scalars['String']['input']>;
  corporateName: Scalars['String']['input'];
  cpf?: InputMaybe<Scalars['String']['input']>;
  crc?: InputMaybe<Scalars['String']['input']>;
  crmTable?: InputMaybe<Scalars['String']['input']>;
  customerGroup?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  doNotRetainIcms?: InputMaybe<Scalars['Boolean']['input']>;
  employees?: InputMaybe<Scalars['String']['input']>;
  generatesDebitNotice?: InputMaybe<Scalars['Boolean']['input']>;
  icmsSubstitute?: InputMaybe<Scalars['Boolean']['input']>;
  icmsTaxpayer?: InputMaybe<Scalars['String']['input']>;
  implantationDate?: InputMaybe<Scalars['String']['input']>;
  initialContact?: InputMaybe<Scalars['String']['input']>;
  invoiceEmail?: InputMaybe<Scalars['String']['input']>;
  ipiSuspensionOptant?: InputMaybe<Scalars['Boolean']['input']>;
  issuesBankSlip?: InputMaybe<Scalars['Boolean']['input']>;
  nonCumulative100?: InputMaybe<Scalars['Boolean']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  personType: Scalars['String']['input'];
  /** An active price table whose validity has not ended (customerPriceTables); empty: none. */
  priceTableId?: InputMaybe<Scalars['ID']['input']>;
  priceTableRelatedId?: InputMaybe<Scalars['ID']['input']>;
  receivesNfe?: InputMaybe<Scalars['Boolean']['input']>;
  receivesSciInformation?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only for whoever sees every customer; others own what they register. */
  representativeId?: InputMaybe<Scalars['ID']['input']>;
  retentionAgent?: InputMaybe<Scalars['Boolean']['input']>;
  revenueLast12Months?: InputMaybe<Scalars['String']['input']>;
  riskClass?: InputMaybe<Scalars['String']['input']>;
  shortName: Scalars['String']['input'];
  simpleClient?: InputMaybe<Scalars['Boolean']['input']>;
  site?: InputMaybe<Scalars['String']['input']>;
  socialCapital?: InputMaybe<Scalars['String']['input']>;
  standardIncome?: InputMaybe<Scalars['Boolean']['input']>;
  stateRegistration?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  suframa?: InputMaybe<Scalars['String']['input']>;
  suggestedLimit?: InputMaybe<Scalars['String']['input']>;
  taxRegime?: InputMaybe<Scalars['String']['input']>;
  uf?: InputMaybe<Scalars['String']['input']>;
  withholdsTax?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerLookup = {
  __typename?: 'CustomerLookup';
  cnpj?: Maybe<Scalars['String']['output']>;
  companyCode: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  cpf?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  shortName: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type CustomerMatrix = {
  __typename?: 'CustomerMatrix';
  cnpj: Scalars['String']['output'];
  code: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  stateRegistration?: Maybe<Scalars['String']['output']>;
  tradeName?: Maybe<Scalars['String']['output']>;
};

export type CustomerNatureTaxOperation = {
  __typename?: 'CustomerNatureTaxOperation';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  natureCode: Scalars['String']['output'];
  operation: Scalars['String']['output'];
};

export type CustomerNatureTaxOperationInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  natureCode: Scalars['String']['input'];
  operation: Scalars['String']['input'];
};

export type CustomerPage = Page & {
  __typename?: 'CustomerPage';
  rows: Array<CustomerRow>;
  totalRegisters: Scalars['Int']['output'];
};

/** A price table a customer may be given: the form's choice. */
export type CustomerPriceTable = {
  __typename?: 'CustomerPriceTable';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD, both days included. */
  validFrom: Scalars['String']['output'];
  validTo: Scalars['String']['output'];
};

/** A prospect (/client/customerProspection/view): a customer in pre-registration or in approval and the current step of its registration flow. */
export type CustomerProspect = {
  __typename?: 'CustomerProspect';
  assignee?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  cnpj?: Maybe<Scalars['String']['output']>;
  companyCode: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  cpf?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** WAITING, RUNNING, OVERDUE… (schema DEADLINE_STATUSES); null without a flow. */
  deadlineStatus?: Maybe<Scalars['String']['output']>;
  dueAt?: Maybe<Scalars['DateTime']['output']>;
  executionWorkflowId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  openedAt?: Maybe<Scalars['DateTime']['output']>;
  representativeName?: Maybe<Scalars['String']['output']>;
  shortName: Scalars['String']['output'];
  status: Scalars['String']['output'];
  taskTitle?: Maybe<Scalars['String']['output']>;
  uf?: Maybe<Scalars['String']['output']>;
};

export type CustomerProspectPage = Page & {
  __typename?: 'CustomerProspectPage';
  rows: Array<CustomerProspect>;
  totalRegisters: Scalars['Int']['output'];
};

export type CustomerRegistration = {
  __typename?: 'CustomerRegistration';
  creditLimit?: Maybe<Scalars['String']['output']>;
  creditRisk?: Maybe<Scalars['String']['output']>;
  discountPercent?: Maybe<Scalars['String']['output']>;
  /** CIF or FOB. */
  freightType?: Maybe<Scalars['String']['output']>;
  minimumOrderValue?: Maybe<Scalars['String']['output']>;
  paymentCondition?: Maybe<Scalars['String']['output']>;
  paymentTermDays?: Maybe<Scalars['Int']['output']>;
};

export type CustomerRegistrationInput = {
  creditLimit?: InputMaybe<Scalars['String']['input']>;
  creditRisk?: InputMaybe<Scalars['String']['input']>;
  discountPercent?: InputMaybe<Scalars['String']['input']>;
  freightType?: InputMaybe<Scalars['String']['input']>;
  minimumOrderValue?: InputMaybe<Scalars['String']['input']>;
  paymentCondition?: InputMaybe<Scalars['String']['input']>;
  paymentTermDays?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerReportPage = Page & {
  __typename?: 'CustomerReportPage';
  rows: Array<CustomerReportRow>;
  totalRegisters: Scalars['Int']['output'];
};

/** A row of the customer report (/client/customer/report). suggestedLimit is the decimal as text ('150000.00'); implantationDate YYYY-MM-DD. */
export type CustomerReportRow = {
  __typename?: 'CustomerReportRow';
  city?: Maybe<Scalars['String']['output']>;
  cnpj?: Maybe<Scalars['String']['output']>;
  companyCode: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  cpf?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  implantationDate?: Maybe<Scalars['String']['output']>;
  /** NORTE, NORDESTE, CENTRO_OESTE, SUDESTE or SUL (from the state). */
  region?: Maybe<Scalars['String']['output']>;
  representativeName?: Maybe<Scalars['String']['output']>;
  riskClass?: Maybe<Scalars['String']['output']>;
  shortName: Scalars['String']['output'];
  status: Scalars['String']['output'];
  suggestedLimit?: Maybe<Scalars['String']['output']>;
  taxRegime?: Maybe<Scalars['String']['output']>;
  uf?: Maybe<Scalars['String']['output']>;
};

export type CustomerRow = {
  __typename?: 'CustomerRow';
  city?: Maybe<Scalars['String']['output']>;
  cnpj?: Maybe<Scalars['String']['output']>;
  companyCode: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  cpf?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  personType: Scalars['String']['output'];
  representativeId?: Maybe<Scalars['ID']['output']>;
  representativeName?: Maybe<Scalars['String']['output']>;
  shortName: Scalars['String']['output'];
  status: Scalars['String']['output'];
  uf?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type CustomerShortName = {
  __typename?: 'CustomerShortName';
  corporateName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  shortName: Scalars['String']['output'];
};

export type CustomerSummary = {
  __typename?: 'CustomerSummary';
  active: Scalars['Int']['output'];
  inApproval: Scalars['Int']['output'];
  inactive: Scalars['Int']['output'];
  preRegistration: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CustomersReassigned = {
  __typename?: 'CustomersReassigned';
  message: Scalars['String']['output'];
  reassigned: Scalars['Int']['output'];
};

/** Deadline status of a task from its SLA and the clock (rules: schema/src/workflow/deadline.ts). */
export type DeadlineStatus =
  | 'COMPLETED'
  | 'COMPLETED_LATE'
  | 'NOT_COMPLETED'
  | 'OVERDUE'
  | 'PROGRAMMED'
  | 'RUNNING'
  | 'WAITING';

/** Nota de débito (NOTA_DE_DEBITO, /financial/debitNotes). */
export type DebitNote = {
  __typename?: 'DebitNote';
  /** Número da ND; ND- and the id, six digits. */
  code?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Cliente; The order's customer. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** Descrição */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Data de emissão; YYYY-MM-DD */
  issueDate: Scalars['String']['output'];
  /** Pedido */
  orderId: Scalars['ID']['output'];
  /** Pedido */
  orderNumber?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Valor; a decimal string, 1234.56 */
  value: Scalars['String']['output'];
  /** Solicitação de VPC */
  vpcNumber?: Maybe<Scalars['String']['output']>;
  /** Solicitação de VPC; The VPC request the note backs, if any. */
  vpcRequestId?: Maybe<Scalars['ID']['output']>;
};

/** What createDebitNote and updateDebitNote write: a field DebitNote answers too is described on DebitNote (its label, format and allowed values). */
export type DebitNoteInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  issueDate: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['String']['input'];
};

export type DebitNotePage = Page & {
  __typename?: 'DebitNotePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<DebitNote>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type EmbedToken = {
  __typename?: 'EmbedToken';
  expiration: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
};

/** A client as the ERP (TOTVS) holds it: a row of the TOTVS panel. Money is a decimal string ('1234.56'); days are 'YYYY-MM-DD'. */
export type ErpClient = {
  __typename?: 'ErpClient';
  /** Sum of the open titles. */
  balance: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** 14 digits. */
  cnpj: Scalars['String']['output'];
  /** The client's code in the ERP. */
  code: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  creditLimit: Scalars['String']['output'];
  lastInvoiceDate?: Maybe<Scalars['String']['output']>;
  /** TOTVS risk class, A (no risk) to E. */
  riskClass: Scalars['String']['output'];
  state: Scalars['String']['output'];
  status: ErpClientStatus;
  tradeName?: Maybe<Scalars['String']['output']>;
};

export type ErpClientPage = Page & {
  __typename?: 'ErpClientPage';
  rows: Array<ErpClient>;
  totalRegisters: Scalars['Int']['output'];
};

/** A client's standing in the ERP (TOTVS). */
export type ErpClientStatus =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'INACTIVE';

/** What a customer page shows of its client in the ERP. */
export type ErpClientSummary = {
  __typename?: 'ErpClientSummary';
  /** Credit limit minus balance (negative when over the limit). */
  availableCredit: Scalars['String']['output'];
  balance: Scalars['String']['output'];
  city: Scalars['String']['output'];
  cnpj: Scalars['String']['output'];
  code: Scalars['String']['output'];
  corporateName: Scalars['String']['output'];
  creditLimit: Scalars['String']['output'];
  lastInvoiceDate?: Maybe<Scalars['String']['output']>;
  lastOrders: Array<ErpOrder>;
  openTitles: Scalars['Int']['output'];
  overdueAmount: Scalars['String']['output'];
  paymentCondition: Scalars['String']['output'];
  riskClass: Scalars['String']['output'];
  state: Scalars['String']['output'];
  status: ErpClientStatus;
  tradeName?: Maybe<Scalars['String']['output']>;
};

export type ErpOrder = {
  __typename?: 'ErpOrder';
  amount: Scalars['String']['output'];
  date: Scalars['String']['output'];
  number: Scalars['String']['output'];
  status: ErpOrderStatus;
};

export type ErpOrderStatus =
  | 'CANCELLED'
  | 'INVOICED'
  | 'OPEN';

/** A representative as the ERP (TOTVS) holds him: a row of the representatives' TOTVS panel. Money and percents are decimal strings. */
export type ErpRepresentative = {
  __typename?: 'ErpRepresentative';
  city: Scalars['String']['output'];
  /** 14 digits. */
  cnpj: Scalars['String']['output'];
  code: Scalars['String']['output'];
  commissionPercentage: Scalars['String']['output'];
  lastSaleDate?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  salesLast12Months: Scalars['String']['output'];
  state: Scalars['String']['output'];
  status: ErpClientStatus;
};

export type ErpRepresentativePage = Page & {
  __typename?: 'ErpRepresentativePage';
  rows: Array<ErpRepresentative>;
  totalRegisters: Scalars['Int']['output'];
};

/** FAN (FAN, /fan). */
export type Fan = {
  __typename?: 'Fan';
  /** Cliente */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  customerId: Scalars['ID']['output'];
  /** Observação */
  description?: Maybe<Scalars['String']['output']>;
  /** Documentos; Its documents’ descriptions, comma separated, in the order they were added. */
  documentNames?: Maybe<Scalars['String']['output']>;
  /** Fim da vigência; YYYY-MM-DD */
  endDate: Scalars['String']['output'];
  /** Número; FAN- and the id, six digits. */
  fanNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** VPC do FAN (%); The VPC percentage of the FAN, read by the customer’s negotiations with percentFan.; a decimal string, 12.50 */
  percVpcFan: Scalars['String']['output'];
  /** FAN (%); The FAN percentage the customer’s negotiations read while it is approved and in force.; a decimal string, 12.50 */
  percentFan: Scalars['String']['output'];
  /** Solicitante */
  requesterName?: Maybe<Scalars['String']['output']>;
  /** Início da vigência; YYYY-MM-DD */
  startDate: Scalars['String']['output'];
  /** Status; one of IN_APPROVAL, RETURNED, APPROVED, CANCELLED */
  status?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** One of a FAN's documents (spec/02 §3 FAN): a file of the files module with its description. */
export type FanDocument = {
  __typename?: 'FanDocument';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** The file, as the files module's upload answered it (id and path). */
  fileId: Scalars['ID']['output'];
  /** The name the document is downloaded by. */
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A document to save on a FAN: a file uploaded before (POST /files/upload), the caller's own. */
export type FanDocumentInput = {
  description: Scalars['String']['input'];
  fileId: Scalars['ID']['input'];
  filename: Scalars['String']['input'];
};

/** What createFan and updateFan write: a field Fan answers too is described on Fan (its label, format and allowed values). */
export type FanInput = {
  customerId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  percVpcFan: Scalars['String']['input'];
  percentFan: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type FanPage = Page & {
  __typename?: 'FanPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Fan>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type Favorite = {
  __typename?: 'Favorite';
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One changed field of a history entry: from (absent on a create) and to (absent on a delete); a password change only says it changed. */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** As asked for: what approving saves. */
  after?: Maybe<Scalars['String']['output']>;
  /** As it was when the change was asked for. */
  before?: Maybe<Scalars['String']['output']>;
  changed?: Maybe<Scalars['Boolean']['output']>;
  /** As it is now: different from before when the record was saved directly since the request. */
  current?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
  from?: Maybe<Scalars['JSON']['output']>;
  to?: Maybe<Scalars['JSON']['output']>;
};

/** A stored file's metadata. The bytes are fetched from the gateway's file routes: /files/download/{path} or /files/{id}. */
export type FileInfo = {
  __typename?: 'FileInfo';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mime: Scalars['String']['output'];
  originalName: Scalars['String']['output'];
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** The server-generated name under the files service (never the sender's name). */
  path: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type FileRef = {
  __typename?: 'FileRef';
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
};

/** A form's unsaved data, kept on the server for the signed-in user (spec/02 §7, form cache). */
export type FormCache = {
  __typename?: 'FormCache';
  cacheCreatedAt: Scalars['DateTime']['output'];
  cacheUpdatedAt: Scalars['DateTime']['output'];
  data: Scalars['JSON']['output'];
  /** The record's id; null for a record not yet saved. */
  id?: Maybe<Scalars['ID']['output']>;
  module: Scalars['String']['output'];
  new: Scalars['Boolean']['output'];
};

export type FormCacheInput = {
  data: Scalars['JSON']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  module: Scalars['String']['input'];
  new: Scalars['Boolean']['input'];
};

/** Whether a customer has active buyers (spec/02 §7 'have-buyer'), and its main buyer. */
export type HaveBuyer = {
  __typename?: 'HaveBuyer';
  activeBuyers: Scalars['Int']['output'];
  customerId: Scalars['ID']['output'];
  haveBuyer: Scalars['Boolean']['output'];
  mainBuyer?: Maybe<BuyerRef>;
};

/** One create, update or delete of a record. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  action: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  changes: Array<FieldChange>;
  id: Scalars['ID']['output'];
  user?: Maybe<HistoryUser>;
};

export type HistoryPage = Page & {
  __typename?: 'HistoryPage';
  rows: Array<HistoryEntry>;
  totalRegisters: Scalars['Int']['output'];
};

/** Who made a change. */
export type HistoryUser = {
  __typename?: 'HistoryUser';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One file sent to an import: who sent it, when, how, and what came of it. */
export type ImportJob = {
  __typename?: 'ImportJob';
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  dryRun: Scalars['Boolean']['output'];
  errorRows: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** The refused rows as sent, with the reason, at /files/imports/<kind>/jobs/<id>/errors. */
  hasErrorReport: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  inserted: Scalars['Int']['output'];
  kind: ImportKind;
  message?: Maybe<Scalars['String']['output']>;
  mode: ImportMode;
  processedRows: Scalars['Int']['output'];
  status: ImportStatus;
  targetId?: Maybe<Scalars['ID']['output']>;
  totalRows: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type ImportJobPage = Page & {
  __typename?: 'ImportJobPage';
  rows: Array<ImportJob>;
  totalRegisters: Scalars['Int']['output'];
};

/** What a file imports (the import kit's kinds). */
export type ImportKind =
  | 'COMMISSIONS'
  | 'NEGOTIATIONS'
  | 'ORDERS'
  | 'PRICE_TABLE_ITEMS';

/** FILE: all or nothing for the file; BATCH: all or nothing per batch. */
export type ImportMode =
  | 'BATCH'
  | 'FILE';

/** A running import's progress, pushed to its importer after each chunk of rows. */
export type ImportProgress = {
  __typename?: 'ImportProgress';
  errorRows: Scalars['Int']['output'];
  jobId: Scalars['ID']['output'];
  kind: ImportKind;
  percent: Scalars['Int']['output'];
  /** VALIDANDO, GRAVANDO or FIM. */
  phase: Scalars['String']['output'];
  processed: Scalars['Int']['output'];
  status: ImportStatus;
  total: Scalars['Int']['output'];
};

export type ImportStatus =
  | 'CANCELLED'
  | 'DONE'
  | 'FAILED'
  | 'INVALID'
  | 'PARTIAL'
  | 'RUNNING'
  | 'VALIDATED';

export type InspectedProfile = {
  __typename?: 'InspectedProfile';
  /** An inactive profile grants nothing. */
  active: Scalars['Boolean']['output'];
  global: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type InspectedRoute = {
  __typename?: 'InspectedRoute';
  /** The action that shows the route in the menu. */
  action: Action;
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
  visible: Scalars['Boolean']['output'];
};

export type InspectedUser = {
  __typename?: 'InspectedUser';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

/** A filter on one column of a list. Several values select any of them; for dates and numbers the key may end in From or To (inclusive bounds). */
export type ListFilter = {
  key: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** The one input of every list (spec/02 §7, generic table GET): 1-based page, page size (10 by default; the grid offers 10/25/50/100, lookups ask up to 1000), a sortable column and direction, the search text and filters. */
export type ListInput = {
  /** The next page from the last one's endCursor: read from there, not skipped to (page still numbers it). Only lists that answer cursors take it; another order's cursor is refused. */
  after?: InputMaybe<Scalars['String']['input']>;
  /** The previous page from the next one's startCursor. */
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<ListFilter>>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SortDirection>;
};

/** Failed sign-ins holding a user's account now (README, Sign-in throttling). */
export type LoginLock = {
  __typename?: 'LoginLock';
  /** Failures counted in the last 15 minutes since the last sign-in or lift. */
  failures: Scalars['Int']['output'];
  /** True while 5 failures from one address, or 10 from new addresses, refuse sign-ins. */
  locked: Scalars['Boolean']['output'];
};

/** A board message as its recipient sees it. content is sanitized HTML. */
export type Message = {
  __typename?: 'Message';
  active: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  messagesSent: Array<MessageSent>;
  pinned: Scalars['Boolean']['output'];
  read: Scalars['Boolean']['output'];
  /** The user's own received copy. */
  receivedId?: Maybe<Scalars['ID']['output']>;
  subject: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  user: MessageUser;
};

export type MessagePage = Page & {
  __typename?: 'MessagePage';
  rows: Array<Message>;
  totalRegisters: Scalars['Int']['output'];
};

export type MessageReader = {
  __typename?: 'MessageReader';
  id: Scalars['ID']['output'];
  readingAt?: Maybe<Scalars['DateTime']['output']>;
  user: MessageUser;
};

export type MessageReaderPage = Page & {
  __typename?: 'MessageReaderPage';
  rows: Array<MessageReader>;
  totalRegisters: Scalars['Int']['output'];
};

export type MessageReceived = {
  __typename?: 'MessageReceived';
  id: Scalars['ID']['output'];
  readingAt?: Maybe<Scalars['DateTime']['output']>;
};

export type MessageSent = {
  __typename?: 'MessageSent';
  id: Scalars['ID']['output'];
  messageReceived: Array<MessageReceived>;
};

export type MessageUser = {
  __typename?: 'MessageUser';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  agreeWithWorkflowTask: WorkflowContext;
  answerWorkflowTask: WorkflowContext;
  /** Approves a negotiation waiting for the presidency with the workflow engine's presidency answer (PRESIDENCIA × APROVAR; FORBIDDEN outside the presidency). BAD_USER_INPUT 'Esta negociação não aguarda a aprovação da presidência' otherwise; CONFLICT when another answer came first. */
  approveNegotiationAsPresidency: Negotiation;
  /** The approver's answer item by item (APROVACAO_PEDIDOS × APROVAR): approved items go to the ERP, returned ones back to the representative. CONFLICT when someone answered first. */
  approveOrderItems: Order;
  /** Approves all the release's products at once (LIBERACAO_DE_PRODUTOS × APROVAR): the caller's open approval task answered; each product is released with the release's order group. */
  approveProductRelease: ProductRelease;
  assumeWorkflowTask: WorkflowContext;
  /** CONTROLE_DE_USUARIO × EDITAR; the change is the user's own history entry (Perfis). */
  attachProfiles: User;
  /** Blocks or unblocks a negotiation (NEGOCIACOES × INATIVAR); a blocked one refuses edits. */
  blockNegotiation: Negotiation;
  /** Several profiles' status and grants at once (CONTROLE_DE_PERFIL × EDITAR), each in its history. */
  bulkUpdateProfiles: Array<Profile>;
  /** Cancels a FAN in approval or returned (FAN × EDITAR): its workflow is deactivated, its period free for another FAN of the customer. The screen says 'Falha ao editar FAN.' when refused. */
  cancelFan: Fan;
  /** Stops a running import of one's own; what it wrote in a single transaction is undone. */
  cancelImport: Scalars['Boolean']['output'];
  /** Cancels a draft or returned VPC request (VPC × EDITAR): its NDs are free again. 'Falha ao cancelar VPC.' when refused. */
  cancelVpcRequest: VpcRequest;
  /** The caller's own password: the current one, then the new one (VALIDATION_FAILED on either field). His other sessions end. */
  changeMyPassword: Scalars['Boolean']['output'];
  /** Removes every cache of the module; answers how many. */
  clearFormCache: Scalars['Int']['output'];
  /** A new draft with the order's terms and items, each bound again (PEDIDOS × INCLUIR); 'Falha ao clonar pedido' when refused. */
  cloneOrder: Order;
  /** spec/02 §7 'PUT conclude by workflowFanId': the requester concludes the correction of a returned FAN, which goes back to its approver (FAN × EDITAR). The screen says 'Falha ao editar FAN.' when refused. */
  concludeFan: Fan;
  /** Concludes a pre-registration (REPRESENTANTES × INCLUIR): starts his registration workflow. VALIDATION_FAILED when his parameters or contract are missing. */
  concludeRepresentative: RepresentativeConcluded;
  /** TITULO_DE_ACAO × INCLUIR. */
  createActionTitle: ActionTitle;
  /** MODO_DE_APROVACAO × INCLUIR. */
  createApprovalMode: ApprovalMode;
  /** BANCOS × INCLUIR. */
  createBankAccount: BankAccount;
  /** VERBAS × INCLUIR. */
  createBudget: Budget;
  /** VERBAS × INCLUIR. */
  createBudgetMovement: BudgetMovement;
  /** VERBAS × INCLUIR. */
  createBudgetPrice: BudgetPrice;
  /** VERBAS × INCLUIR. */
  createBudgetSchedule: BudgetSchedule;
  /** COMPRADORES × INCLUIR. */
  createBuyer: Buyer;
  /** EMPRESAS × INCLUIR. */
  createCompany: Company;
  /** NOTA_DE_DEBITO × INCLUIR. */
  createDebitNote: DebitNote;
  /** FAN × INCLUIR. Starts its APROVACAO_FAN workflow in the same transaction: a refused start refuses the create (BAD_USER_INPUT 'Falha ao iniciar fluxo de tarefa do FAN. <reason>'). */
  createFan: Fan;
  /** NEGOCIACOES × INCLUIR. */
  createNegotiation: Negotiation;
  /** NEGOCIACOES × INCLUIR. */
  createNegotiationItem: NegotiationItem;
  createNotificationConfig: NotificationConfig;
  /** PEDIDOS × INCLUIR. */
  createOrder: Order;
  /** PEDIDOS × INCLUIR. */
  createOrderItem: OrderItem;
  /** TABELA_DE_PRECO_ADM × INCLUIR. */
  createPriceTable: PriceTable;
  /** TABELA_DE_PRECO_ADM × INCLUIR. */
  createPriceTableItem: PriceTableItem;
  /** PRODUTOS × INCLUIR. */
  createProduct: Product;
  /** LIBERACAO_DE_PRODUTOS × INCLUIR. */
  createProductRelease: ProductRelease;
  /** LIBERACAO_DE_PRODUTOS × INCLUIR. */
  createProductReleaseItem: ProductReleaseItem;
  /** CONTROLE_DE_PERFIL × INCLUIR. */
  createProfile: Profile;
  /** TITULOS_A_RECEBER × INCLUIR. */
  createReceivable: Receivable;
  createReminder: Reminder;
  /** REPRESENTANTES × INCLUIR. */
  createRepresentative: Representative;
  /** CONTRATO_REPRESENTANTE × INCLUIR. */
  createRepresentativeContract: RepresentativeContract;
  /** REPRESENTANTES × INCLUIR. */
  createRepresentativeParameter: RepresentativeParameter;
  /** CADASTRO_DE_SITUACAO × INCLUIR. Answers true. */
  createSituation: Scalars['Boolean']['output'];
  /** SUBSTITUTOS × VISUALIZAR. */
  createSubstitute: Substitute;
  /** CONTROLE_DE_USUARIO × INCLUIR. */
  createUser: User;
  /** VPC × INCLUIR. */
  createVpcRequest: VpcRequest;
  createWorkflowAction: ActionTitle;
  /** ALCADA × INCLUIR. */
  createWorkflowJurisdiction: WorkflowJurisdiction;
  createWorkflowTask: WorkflowTask;
  /** PAINEL_WORKFLOW × INCLUIR. */
  createWorkflowType: WorkflowType;
  createWorkflowVersion: WorkflowVersion;
  /** Deactivates an order not sent to the ERP (PEDIDOS × INATIVAR). */
  deactivateOrder: Order;
  /** Deactivates a representative (REPRESENTANTES × INATIVAR): active or in distrato → inactive; his customers are then listed for reassignment. */
  deactivateRepresentative: RepresentativeDeactivated;
  deactivateWorkflowExecution: WorkflowContext;
  /** BANCOS × EXCLUIR; the history keeps what the record was. */
  deleteBankAccount: Scalars['Boolean']['output'];
  /** VERBAS × EXCLUIR; the history keeps what the record was. */
  deleteBudgetPrice: Scalars['Boolean']['output'];
  /** VERBAS × EXCLUIR; the history keeps what the record was. */
  deleteBudgetSchedule: Scalars['Boolean']['output'];
  deleteCustomerDocument: Scalars['Boolean']['output'];
  /** spec/02 §7 'DELETE document': removes a document of a FAN in approval or returned (FAN × EDITAR). */
  deleteFanDocument: Scalars['Boolean']['output'];
  deleteFile: Scalars['Boolean']['output'];
  /** Removes the cache of a record (id) or of the new one (no id). */
  deleteFormCache: Scalars['Boolean']['output'];
  /** Forgets it; true when there was one. */
  deleteGridView: Scalars['Boolean']['output'];
  /** Removes the sign-in image; the sign-in screen goes back to the default one. */
  deleteLoginImage: Scalars['Boolean']['output'];
  /** Deletes the messages for everyone (MURAL_DE_RECADOS EXCLUIR). */
  deleteMessages: Scalars['Boolean']['output'];
  /** NEGOCIACOES × EXCLUIR; the history keeps what the record was. */
  deleteNegotiationItem: Scalars['Boolean']['output'];
  deleteNotificationConfig: Scalars['Boolean']['output'];
  deleteNotifications: Scalars['Boolean']['output'];
  /** PEDIDOS × EXCLUIR; the history keeps what the record was. */
  deleteOrderItem: Scalars['Boolean']['output'];
  /** TABELA_DE_PRECO_ADM × EXCLUIR; the history keeps what the record was. */
  deletePriceTableItem: Scalars['Boolean']['output'];
  /** LIBERACAO_DE_PRODUTOS × EXCLUIR; the history keeps what the record was. */
  deleteProductRelease: Scalars['Boolean']['output'];
  /** LIBERACAO_DE_PRODUTOS × EXCLUIR; the history keeps what the record was. */
  deleteProductReleaseItem: Scalars['Boolean']['output'];
  /** CONTROLE_DE_PERFIL × EXCLUIR; the history keeps what the record was. */
  deleteProfile: Scalars['Boolean']['output'];
  /** SUBSTITUTOS × VISUALIZAR; the history keeps what the record was. */
  deleteSubstitute: Scalars['Boolean']['output'];
  /** CONTROLE_DE_USUARIO × EXCLUIR; the history keeps what the record was. */
  deleteUser: Scalars['Boolean']['output'];
  /** Removes a user's photo: his own, or anyone's with CONTROLE_DE_USUARIO × EDITAR. */
  deleteUserImage: User;
  /** CONTROLE_DE_USUARIO × EXCLUIR; not oneself. */
  deleteUsers: Scalars['Boolean']['output'];
  deleteWorkflowAction: Scalars['Boolean']['output'];
  /** ALCADA × EXCLUIR; the history keeps what the record was. */
  deleteWorkflowJurisdiction: Scalars['Boolean']['output'];
  deleteWorkflowTask: Scalars['Boolean']['output'];
  /** Edits a legal person's CNPJ (REPRESENTANTES × EDITAR, confidential access), recorded in his history. */
  editRepresentativeCnpj: Representative;
  /** Saves the fields sent (the edit-user modal, a password): oneself, or CONTROLE_DE_USUARIO × EDITAR. */
  editUser: User;
  /** Clears one notification from the user's list. */
  hideNotification: Scalars['Boolean']['output'];
  /** Lifts the lock: earlier failures no longer count against the account. CONTROLE_DE_USUARIO EDITAR. */
  liftLoginLock: LoginLock;
  login: AuthPayload;
  /** Revokes the caller's token. */
  logout: Scalars['Boolean']['output'];
  managerAssumeWorkflowTask: WorkflowContext;
  managerLeaveWorkflowTask: WorkflowContext;
  markMessagesRead: Scalars['Boolean']['output'];
  /** Gives his customers other active representatives (REPRESENTANTES × INATIVAR), each in the customer's history. */
  reassignRepresentativeCustomers: CustomersReassigned;
  removeFavorite: Scalars['Boolean']['output'];
  removePreRegisteredCustomer: Scalars['Boolean']['output'];
  /** Removes the user's own copies. */
  removeReceivedMessages: Scalars['Boolean']['output'];
  removeReminder: Scalars['Boolean']['output'];
  reorderWorkflowActions: ActionTitle;
  reorderWorkflowTasks: Array<WorkflowTask>;
  /** Asks for a registration change (BANCOS × EDITAR): the changed fields go through ALTERACAO_CADASTRAL_CONTA and are saved when it completes. CONFLICT when someone else's request is pending; VALIDATION_FAILED when nothing changes. */
  requestBankAccountChange: BankAccount;
  /** Asks for a registration change (COMPRADORES × EDITAR): the changed fields go through ALTERACAO_CADASTRAL_COMPRADOR and are saved when it completes. CONFLICT when someone else's request is pending; VALIDATION_FAILED when nothing changes. */
  requestBuyerChange: Buyer;
  /** Asks for a registration change (EMPRESAS × EDITAR): the changed fields go through ALTERACAO_CADASTRAL_EMPRESA and are saved when it completes. CONFLICT when someone else's request is pending; VALIDATION_FAILED when nothing changes. */
  requestCompanyChange: Company;
  /** Asks for a registration change (REPRESENTANTES × EDITAR): the changed fields go through ALTERACAO_CADASTRAL_REPRESENTANTE and are saved when it completes. CONFLICT when someone else's request is pending; VALIDATION_FAILED when nothing changes. */
  requestRepresentativeChange: Representative;
  /** Sends the approved items again to the ERP after a failure (PEDIDOS × EDITAR); 'Erro ao consultar Api de Pedido do Totvs' when it fails again. */
  resendOrderToErp: Order;
  /** Every row of the user: booleans false, numbers 0. */
  resetNotificationConfigs: Array<NotificationConfig>;
  /** Creates a pre-registration (and starts its approval) without id; saves the registration with id. updatedAt: the one read (stale → CONFLICT). */
  saveCustomer: Customer;
  /** The sub-records, each by its own call. updatedAt: the customer's as read (stale → CONFLICT, current: { <sub-record>, updatedAt }); every save moves it. */
  saveCustomerBusinessHierarchy?: Maybe<CustomerBusinessHierarchy>;
  saveCustomerFiscalParameters: CustomerFiscalParameters;
  saveCustomerNatureTaxOperations: Array<CustomerNatureTaxOperation>;
  saveCustomerRegistration?: Maybe<CustomerRegistration>;
  /** spec/02 §7 'POST save documents by workflowFanId': adds documents to a FAN in approval or returned (FAN × EDITAR); answers all its documents. */
  saveFanDocuments: Array<FanDocument>;
  saveFavorite: Favorite;
  saveFormCache: FormCache;
  /** Saves the signed-in user's view of a grid (VALIDATION_FAILED on a malformed view). */
  saveGridView: SavedGridView;
  saveMessage: Scalars['ID']['output'];
  /** Bulk save (PEDIDOS × INCLUIR): all or nothing; VALIDATION_FAILED 'Erro ao cadastrar Pedido(s).' with fields orders.<n>.<field>. */
  saveOrders: Array<Order>;
  /** Only the fields sent change. */
  saveReminder: Reminder;
  saveWorkflowDraft: WorkflowContext;
  /** Sends a draft negotiation to approval (NEGOCIACOES × EDITAR): the workflow engine's start, routed by its total and its discount through the alçadas. BAD_USER_INPUT when it is blocked, not a draft, or its items' families have more than one regional manager. */
  sendNegotiation: Negotiation;
  /** Sends a notification to a user (NOTIFICACOES INCLUIR). */
  sendNotification: Scalars['ID']['output'];
  /** Sends a draft (or a corrected returned order) to approval (PEDIDOS × EDITAR). */
  sendOrder: Order;
  /** Sends a draft release with products to approval (LIBERACAO_DE_PRODUTOS × WORKFLOW): the workflow engine's start (LIBERACAO_PRODUTOS); its products go to approval with it. BAD_USER_INPUT when it is not a draft or holds no product. Its document is at GET /files/product-releases/{id}/pdf. */
  sendProductRelease: ProductRelease;
  /** Sends a draft VPC request (or a corrected returned one) to approval (VPC × EDITAR); 'Erro ao cadastrar Aprovação.' when its approval cannot be registered. */
  sendVpcRequest: VpcRequest;
  /** TITULO_DE_ACAO × INATIVAR. */
  setActionTitleActive: ActionTitle;
  /** MODO_DE_APROVACAO × INATIVAR. */
  setApprovalModeActive: ApprovalMode;
  /** VERBAS × INATIVAR. */
  setBudgetActive: Budget;
  /** COMPRADORES × INATIVAR. */
  setBuyerActive: Buyer;
  /** EMPRESAS × INATIVAR. */
  setCompanyActive: Company;
  setCustomerActive: Customer;
  /** Shows or hides the board page's preview pane for the user (spec/01 §7: PUT preview pane); answers the new value. */
  setMessageBoardPreviewPane: Scalars['Boolean']['output'];
  setMessagePinned: Scalars['Boolean']['output'];
  setMessagesActive: Scalars['Boolean']['output'];
  setNotificationFixed: Scalars['Boolean']['output'];
  setNotificationsMuted: Scalars['Boolean']['output'];
  /** PEDIDOS × INATIVAR. */
  setOrderActive: Order;
  /** TABELA_DE_PRECO_ADM × INATIVAR. */
  setPriceTableActive: PriceTable;
  /** PRODUTOS × INATIVAR. */
  setProductActive: Product;
  /** CONTROLE_DE_PERFIL × INATIVAR. */
  setProfileActive: Profile;
  setShowModalRankings: User;
  /** CONTROLE_DE_USUARIO × INATIVAR. */
  setUserActive: User;
  /** Out of the list for delay minutes (1–60), then back. */
  snoozeNotification: Scalars['Boolean']['output'];
  startWorkflowExecution: WorkflowContext;
  /** Moves every open task of one user to another; answers how many executions changed. */
  transferTasks: Scalars['Int']['output'];
  /** TITULO_DE_ACAO × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateActionTitle: ActionTitle;
  /** MODO_DE_APROVACAO × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateApprovalMode: ApprovalMode;
  /** BANCOS × EDITAR; CONFLICT when updatedAt is not the stored one; FORBIDDEN when the caller's changes are requests (changeByRequest). */
  updateBankAccount: BankAccount;
  /** VERBAS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateBudget: Budget;
  /** VERBAS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateBudgetMovement: BudgetMovement;
  /** VERBAS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateBudgetPrice: BudgetPrice;
  /** VERBAS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateBudgetSchedule: BudgetSchedule;
  /** COMPRADORES × EDITAR; CONFLICT when updatedAt is not the stored one; FORBIDDEN when the caller's changes are requests (changeByRequest). */
  updateBuyer: Buyer;
  /** EMPRESAS × EDITAR; CONFLICT when updatedAt is not the stored one; FORBIDDEN when the caller's changes are requests (changeByRequest). */
  updateCompany: Company;
  updateCustomerDocument: CustomerDocument;
  /** NOTA_DE_DEBITO × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateDebitNote: DebitNote;
  /** FAN × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateFan: Fan;
  updateFileMetadata: FileInfo;
  /** NEGOCIACOES × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateNegotiation: Negotiation;
  /** NEGOCIACOES × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateNegotiationItem: NegotiationItem;
  updateNotificationConfig: NotificationConfig;
  /** PEDIDOS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateOrder: Order;
  /** Updates invoiced quantities (PEDIDOS × EDITAR): partial invoicing; VALIDATION_FAILED 'Erro ao atualizar a quantidade faturada.' with fields items.<n>.invoicedQuantity. */
  updateOrderInvoiceQuantity: Order;
  /** PEDIDOS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateOrderItem: OrderItem;
  /** TABELA_DE_PRECO_ADM × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updatePriceTable: PriceTable;
  /** TABELA_DE_PRECO_ADM × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updatePriceTableItem: PriceTableItem;
  /** PRODUTOS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateProduct: Product;
  /** LIBERACAO_DE_PRODUTOS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateProductRelease: ProductRelease;
  /** LIBERACAO_DE_PRODUTOS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateProductReleaseItem: ProductReleaseItem;
  /** Changes the order group the release's products take when it is approved (LIBERACAO_DE_PRODUTOS × EDITAR), while it is not approved. */
  updateProductReleaseProducts: ProductRelease;
  /** CONTROLE_DE_PERFIL × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateProfile: Profile;
  /** TITULOS_A_RECEBER × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateReceivable: Receivable;
  /** REPRESENTANTES × EDITAR; CONFLICT when updatedAt is not the stored one; FORBIDDEN when the caller's changes are requests (changeByRequest). */
  updateRepresentative: Representative;
  /** CONTRATO_REPRESENTANTE × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateRepresentativeContract: RepresentativeContract;
  /** REPRESENTANTES × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateRepresentativeParameter: RepresentativeParameter;
  /** CADASTRO_DE_SITUACAO × EDITAR; CONFLICT when updatedAt is not the stored one. Answers true. */
  updateSituation: Scalars['Boolean']['output'];
  /** SUBSTITUTOS × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateSubstitute: Substitute;
  /** CONTROLE_DE_USUARIO × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateUser: User;
  /** VPC × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateVpcRequest: VpcRequest;
  /** ALCADA × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateWorkflowJurisdiction: WorkflowJurisdiction;
  updateWorkflowRole: Scalars['Boolean']['output'];
  updateWorkflowTask: WorkflowTask;
  /** PAINEL_WORKFLOW × EDITAR; CONFLICT when updatedAt is not the stored one. */
  updateWorkflowType: WorkflowType;
};


export type MutationAgreeWithWorkflowTaskArgs = {
  executionWorkflowId: Scalars['ID']['input'];
  stepId: Scalars['ID']['input'];
};


export type MutationAnswerWorkflowTaskArgs = {
  input: AnswerWorkflowInput;
};


export type MutationApproveNegotiationAsPresidencyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveOrderItemsArgs = {
  id: Scalars['ID']['input'];
  items: Array<OrderItemDecisionInput>;
};


export type MutationApproveProductReleaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAssumeWorkflowTaskArgs = {
  executionWorkflowId: Scalars['ID']['input'];
  stepId: Scalars['ID']['input'];
};


export type MutationAttachProfilesArgs = {
  profiles: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationBlockNegotiationArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationBulkUpdateProfilesArgs = {
  input: Array<ProfileBulkInput>;
};


export type MutationCancelFanArgs = {
  workflowFanId: Scalars['ID']['input'];
};


export type MutationCancelImportArgs = {
  id: Scalars['ID']['input'];
  kind: ImportKind;
};


export type MutationCancelVpcRequestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeMyPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationClearFormCacheArgs = {
  module: Scalars['String']['input'];
};


export type MutationCloneOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConcludeFanArgs = {
  workflowFanId: Scalars['ID']['input'];
};


export type MutationConcludeRepresentativeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateActionTitleArgs = {
  input: ActionTitleInput;
};


export type MutationCreateApprovalModeArgs = {
  input: ApprovalModeInput;
};


export type MutationCreateBankAccountArgs = {
  input: BankAccountInput;
};


export type MutationCreateBudgetArgs = {
  input: BudgetInput;
};


export type MutationCreateBudgetMovementArgs = {
  input: BudgetMovementInput;
};


export type MutationCreateBudgetPriceArgs = {
  input: BudgetPriceInput;
};


export type MutationCreateBudgetScheduleArgs = {
  input: BudgetScheduleInput;
};


export type MutationCreateBuyerArgs = {
  input: BuyerInput;
};


export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


export type MutationCreateDebitNoteArgs = {
  input: DebitNoteInput;
};


export type MutationCreateFanArgs = {
  input: FanInput;
};


export type MutationCreateNegotiationArgs = {
  input: NegotiationInput;
};


export type MutationCreateNegotiationItemArgs = {
  input: NegotiationItemInput;
};


export type MutationCreateNotificationConfigArgs = {
  accessName: Scalars['String']['input'];
};


export type MutationCreateOrderArgs = {
  input: OrderInput;
};


export type MutationCreateOrderItemArgs = {
  input: OrderItemInput;
};


export type MutationCreatePriceTableArgs = {
  input: PriceTableInput;
};


export type MutationCreatePriceTableItemArgs = {
  input: PriceTableItemInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateProductReleaseArgs = {
  input: ProductReleaseInput;
};


export type MutationCreateProductReleaseItemArgs = {
  input: ProductReleaseItemInput;
};


export type MutationCreateProfileArgs = {
  input: ProfileInput;
};


export type MutationCreateReceivableArgs = {
  input: ReceivableInput;
};


export type MutationCreateReminderArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateRepresentativeArgs = {
  input: RepresentativeInput;
};


export type MutationCreateRepresentativeContractArgs = {
  input: RepresentativeContractInput;
};


export type MutationCreateRepresentativeParameterArgs = {
  input: RepresentativeParameterInput;
};


export type MutationCreateSituationArgs = {
  input: SituationInput;
};


export type MutationCreateSubstituteArgs = {
  input: SubstituteInput;
};


export type MutationCreateUserArgs = {
  input: UserInput;
};


export type MutationCreateVpcRequestArgs = {
  input: VpcRequestInput;
};


export type MutationCreateWorkflowActionArgs = {
  actionTitleId: Scalars['ID']['input'];
  effect: WorkflowActionEffect;
  name: Scalars['String']['input'];
};


export type MutationCreateWorkflowJurisdictionArgs = {
  input: WorkflowJurisdictionInput;
};


export type MutationCreateWorkflowTaskArgs = {
  input: WorkflowTaskInput;
  versionId: Scalars['ID']['input'];
};


export type MutationCreateWorkflowTypeArgs = {
  input: WorkflowTypeInput;
};


export type MutationCreateWorkflowVersionArgs = {
  workflowTypeId: Scalars['ID']['input'];
};


export type MutationDeactivateOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeactivateRepresentativeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeactivateWorkflowExecutionArgs = {
  executionWorkflowId: Scalars['ID']['input'];
};


export type MutationDeleteBankAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBudgetPriceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBudgetScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustomerDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFanDocumentArgs = {
  documentId: Scalars['ID']['input'];
  workflowFanId: Scalars['ID']['input'];
};


export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFormCacheArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  module: Scalars['String']['input'];
};


export type MutationDeleteGridViewArgs = {
  gridKey: Scalars['String']['input'];
};


export type MutationDeleteMessagesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteNegotiationItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNotificationConfigArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNotificationsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteOrderItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePriceTableItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductReleaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductReleaseItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProfileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSubstituteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserImageArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDeleteUsersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteWorkflowActionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWorkflowJurisdictionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWorkflowTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditRepresentativeCnpjArgs = {
  cnpj: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationEditUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationHideNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLiftLoginLockArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationManagerAssumeWorkflowTaskArgs = {
  executionWorkflowId: Scalars['ID']['input'];
  stepId: Scalars['ID']['input'];
};


export type MutationManagerLeaveWorkflowTaskArgs = {
  executionWorkflowId: Scalars['ID']['input'];
  stepId: Scalars['ID']['input'];
};


export type MutationMarkMessagesReadArgs = {
  ids: Array<Scalars['ID']['input']>;
  read: Scalars['Boolean']['input'];
};


export type MutationReassignRepresentativeCustomersArgs = {
  assignments: Array<CustomerAssignmentInput>;
  id: Scalars['ID']['input'];
};


export type MutationRemoveFavoriteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePreRegisteredCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveReceivedMessagesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRemoveReminderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReorderWorkflowActionsArgs = {
  actionIds: Array<Scalars['ID']['input']>;
  actionTitleId: Scalars['ID']['input'];
};


export type MutationReorderWorkflowTasksArgs = {
  taskIds: Array<Scalars['ID']['input']>;
  versionId: Scalars['ID']['input'];
};


export type MutationRequestBankAccountChangeArgs = {
  id: Scalars['ID']['input'];
  input: BankAccountInput;
};


export type MutationRequestBuyerChangeArgs = {
  id: Scalars['ID']['input'];
  input: BuyerInput;
};


export type MutationRequestCompanyChangeArgs = {
  id: Scalars['ID']['input'];
  input: CompanyInput;
};


export type MutationRequestRepresentativeChangeArgs = {
  id: Scalars['ID']['input'];
  input: RepresentativeInput;
};


export type MutationResendOrderToErpArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveCustomerArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: CustomerInput;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationSaveCustomerBusinessHierarchyArgs = {
  id: Scalars['ID']['input'];
  input: CustomerBusinessHierarchyInput;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationSaveCustomerFiscalParametersArgs = {
  id: Scalars['ID']['input'];
  input: CustomerFiscalParametersInput;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationSaveCustomerNatureTaxOperationsArgs = {
  id: Scalars['ID']['input'];
  rows: Array<CustomerNatureTaxOperationInput>;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationSaveCustomerRegistrationArgs = {
  id: Scalars['ID']['input'];
  input: CustomerRegistrationInput;
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationSaveFanDocumentsArgs = {
  documents: Array<FanDocumentInput>;
  workflowFanId: Scalars['ID']['input'];
};


export type MutationSaveFavoriteArgs = {
  path: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationSaveFormCacheArgs = {
  input: FormCacheInput;
};


export type MutationSaveGridViewArgs = {
  gridKey: Scalars['String']['input'];
  view: Scalars['JSON']['input'];
};


export type MutationSaveMessageArgs = {
  input: SaveMessageInput;
};


export type MutationSaveOrdersArgs = {
  orders: Array<OrderBulkInput>;
};


export type MutationSaveReminderArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  showContent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSaveWorkflowDraftArgs = {
  executionWorkflowId: Scalars['ID']['input'];
  stepId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


export type MutationSendNegotiationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendNotificationArgs = {
  input: SendNotificationInput;
};


export type MutationSendOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendProductReleaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendVpcRequestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetActionTitleActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetApprovalModeActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetBudgetActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetBuyerActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCompanyActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCustomerActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetMessageBoardPreviewPaneArgs = {
  show: Scalars['Boolean']['input'];
};


export type MutationSetMessagePinnedArgs = {
  id: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
};


export type MutationSetMessagesActiveArgs = {
  active: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationSetNotificationFixedArgs = {
  fixed: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetNotificationsMutedArgs = {
  muted: Scalars['Boolean']['input'];
};


export type MutationSetOrderActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetPriceTableActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetProductActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetProfileActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetShowModalRankingsArgs = {
  show: Scalars['Boolean']['input'];
};


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSnoozeNotificationArgs = {
  delay: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationStartWorkflowExecutionArgs = {
  input: StartWorkflowInput;
};


export type MutationTransferTasksArgs = {
  fromUserId: Scalars['ID']['input'];
  toUserId: Scalars['ID']['input'];
};


export type MutationUpdateActionTitleArgs = {
  id: Scalars['ID']['input'];
  input: ActionTitleInput;
};


export type MutationUpdateApprovalModeArgs = {
  id: Scalars['ID']['input'];
  input: ApprovalModeInput;
};


export type MutationUpdateBankAccountArgs = {
  id: Scalars['ID']['input'];
  input: BankAccountInput;
};


export type MutationUpdateBudgetArgs = {
  id: Scalars['ID']['input'];
  input: BudgetInput;
};


export type MutationUpdateBudgetMovementArgs = {
  id: Scalars['ID']['input'];
  input: BudgetMovementInput;
};


export type MutationUpdateBudgetPriceArgs = {
  id: Scalars['ID']['input'];
  input: BudgetPriceInput;
};


export type MutationUpdateBudgetScheduleArgs = {
  id: Scalars['ID']['input'];
  input: BudgetScheduleInput;
};


export type MutationUpdateBuyerArgs = {
  id: Scalars['ID']['input'];
  input: BuyerInput;
};


export type MutationUpdateCompanyArgs = {
  id: Scalars['ID']['input'];
  input: CompanyInput;
};


export type MutationUpdateCustomerDocumentArgs = {
  id: Scalars['ID']['input'];
  input: CustomerDocumentInput;
};


export type MutationUpdateDebitNoteArgs = {
  id: Scalars['ID']['input'];
  input: DebitNoteInput;
};


export type MutationUpdateFanArgs = {
  id: Scalars['ID']['input'];
  input: FanInput;
};


export type MutationUpdateFileMetadataArgs = {
  id: Scalars['ID']['input'];
  input: UpdateFileMetadataInput;
};


export type MutationUpdateNegotiationArgs = {
  id: Scalars['ID']['input'];
  input: NegotiationInput;
};


export type MutationUpdateNegotiationItemArgs = {
  id: Scalars['ID']['input'];
  input: NegotiationItemInput;
};


export type MutationUpdateNotificationConfigArgs = {
  id: Scalars['ID']['input'];
  input: NotificationConfigInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderInput;
};


export type MutationUpdateOrderInvoiceQuantityArgs = {
  id: Scalars['ID']['input'];
  items: Array<OrderInvoiceInput>;
};


export type MutationUpdateOrderItemArgs = {
  id: Scalars['ID']['input'];
  input: OrderItemInput;
};


export type MutationUpdatePriceTableArgs = {
  id: Scalars['ID']['input'];
  input: PriceTableInput;
};


export type MutationUpdatePriceTableItemArgs = {
  id: Scalars['ID']['input'];
  input: PriceTableItemInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateProductReleaseArgs = {
  id: Scalars['ID']['input'];
  input: ProductReleaseInput;
};


export type MutationUpdateProductReleaseItemArgs = {
  id: Scalars['ID']['input'];
  input: ProductReleaseItemInput;
};


export type MutationUpdateProductReleaseProductsArgs = {
  id: Scalars['ID']['input'];
  orderGroup: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  id: Scalars['ID']['input'];
  input: ProfileInput;
};


export type MutationUpdateReceivableArgs = {
  id: Scalars['ID']['input'];
  input: ReceivableInput;
};


export type MutationUpdateRepresentativeArgs = {
  id: Scalars['ID']['input'];
  input: RepresentativeInput;
};


export type MutationUpdateRepresentativeContractArgs = {
  id: Scalars['ID']['input'];
  input: RepresentativeContractInput;
};


export type MutationUpdateRepresentativeParameterArgs = {
  id: Scalars['ID']['input'];
  input: RepresentativeParameterInput;
};


export type MutationUpdateSituationArgs = {
  id: Scalars['ID']['input'];
  input: SituationInput;
};


export type MutationUpdateSubstituteArgs = {
  id: Scalars['ID']['input'];
  input: SubstituteInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UserInput;
};


export type MutationUpdateVpcRequestArgs = {
  id: Scalars['ID']['input'];
  input: VpcRequestInput;
};


export type MutationUpdateWorkflowJurisdictionArgs = {
  id: Scalars['ID']['input'];
  input: WorkflowJurisdictionInput;
};


export type MutationUpdateWorkflowRoleArgs = {
  id: Scalars['ID']['input'];
  managerUserId?: InputMaybe<Scalars['ID']['input']>;
  members: Array<Scalars['ID']['input']>;
};


export type MutationUpdateWorkflowTaskArgs = {
  id: Scalars['ID']['input'];
  input: WorkflowTaskInput;
};


export type MutationUpdateWorkflowTypeArgs = {
  id: Scalars['ID']['input'];
  input: WorkflowTypeInput;
};

/** Negociação (NEGOCIACOES, /sales/negotiations). */
export type Negotiation = {
  __typename?: 'Negotiation';
  /** Bloqueada */
  blocked: Scalars['Boolean']['output'];
  /** Saldo da verba; valueBudget less the items’ VPC and FAN.; a decimal string, 1234.56 */
  budgetBalance?: Maybe<Scalars['String']['output']>;
  /** Descrição da verba */
  budgetDescription?: Maybe<Scalars['String']['output']>;
  /** Verba de origem; The budget (verba) the approved deal spends its valueBudget from; none: no budget. */
  budgetId?: Maybe<Scalars['ID']['output']>;
  /** Verba de origem; The budget's code and description. */
  budgetName?: Maybe<Scalars['String']['output']>;
  /** Comprador */
  buyerId?: Maybe<Scalars['ID']['output']>;
  /** Comprador */
  buyerName?: Maybe<Scalars['String']['output']>;
  /** Campanha */
  campaign?: Maybe<Scalars['String']['output']>;
  /** Condição de pagamento */
  conditionPayment?: Maybe<Scalars['String']['output']>;
  /** Cliente; The customer's corporate name. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Matriz; The customer's matrix (company) name. */
  corporateNameMatriz?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  customerId: Scalars['ID']['output'];
  /** UF de destino; one of AC, AL, AM, AP, BA, CE, DF, ES, GO, MA, MG, MS, MT, PA, PB, PE, PI, PR, RJ, RN, RO, RR, RS, SC, SE, SP, TO */
  destinationState: Scalars['String']['output'];
  /** Valor de desconto; a decimal string, 1234.56 */
  discountValue?: Maybe<Scalars['String']['output']>;
  /** Validade; YYYY-MM-DD */
  expirationDate?: Maybe<Scalars['String']['output']>;
  /** Primeiro período; YYYY-MM-DD */
  firstPeriod: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Data de emissão; YYYY-MM-DD */
  issueDate?: Maybe<Scalars['String']['output']>;
  /** Itens */
  itemCount?: Maybe<Scalars['Int']['output']>;
  /** Último período; YYYY-MM-DD */
  lastPeriod: Scalars['String']['output'];
  /** Markup da negociação (%); Over the price tables’ floor, weighted by the items.; a decimal string, 12.50 */
  mkpNegotiation?: Maybe<Scalars['String']['output']>;
  /** Número da negociação; NEG- and the id, six digits. */
  negotiationNumber?: Maybe<Scalars['String']['output']>;
  /** Desconto (%); a decimal string, 12.50 */
  percDesconto?: Maybe<Scalars['String']['output']>;
  /** VPC do FAN (%); Read from the same FAN as percentFan.; a decimal string, 12.50 */
  percVpcFan?: Maybe<Scalars['String']['output']>;
  /** FAN (%); Read from the customer’s approved FAN in force on its day of issue; none: no FAN.; a decimal string, 12.50 */
  percentFan?: Maybe<Scalars['String']['output']>;
  /** Motivo */
  reason: Scalars['String']['output'];
  /** Gerente regional; The regional manager of the items’ families, set when the deal is sent to approval. */
  regionalManager?: Maybe<Scalars['String']['output']>;
  /** Representante */
  representativeName?: Maybe<Scalars['String']['output']>;
  /** Alçada de aprovação; The alçada that approves the deal, set when it is sent to approval. */
  responsibleApproval?: Maybe<Scalars['String']['output']>;
  /** Status atual; one of DRAFT, IN_APPROVAL, APPROVED, CONCLUDED */
  status?: Maybe<Scalars['String']['output']>;
  /** Valor total sem IPI; a decimal string, 1234.56 */
  totalAmount?: Maybe<Scalars['String']['output']>;
  /** Valor total; With IPI: what the approval routes by.; a decimal string, 1234.56 */
  totalValue?: Maybe<Scalars['String']['output']>;
  /** Número da negociação TOTVS */
  totvsNegotiationNumber?: Maybe<Scalars['String']['output']>;
  /** Tipo de verba; one of VERBA_COMERCIAL, VPC, FAN, SEM_VERBA */
  typeOfFunds: Scalars['String']['output'];
  /** Tipo de pagamento; one of BOLETO, DEPOSITO, ABATIMENTO, BONIFICACAO */
  typeOfPayment: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Valor da verba; a decimal string, 1234.56 */
  valueBudget?: Maybe<Scalars['String']['output']>;
};

/** A budget a negotiation may spend from: active, for any customer or for the deal's; money as decimal text. */
export type NegotiationBudget = {
  __typename?: 'NegotiationBudget';
  balance: Scalars['String']['output'];
  /** VRB-000001. */
  code: Scalars['String']['output'];
  customerId?: Maybe<Scalars['ID']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** What createNegotiation and updateNegotiation write: a field Negotiation answers too is described on Negotiation (its label, format and allowed values). */
export type NegotiationInput = {
  budgetDescription?: InputMaybe<Scalars['String']['input']>;
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  buyerId?: InputMaybe<Scalars['ID']['input']>;
  campaign?: InputMaybe<Scalars['String']['input']>;
  conditionPayment?: InputMaybe<Scalars['String']['input']>;
  customerId: Scalars['ID']['input'];
  destinationState: Scalars['String']['input'];
  expirationDate?: InputMaybe<Scalars['String']['input']>;
  firstPeriod: Scalars['String']['input'];
  lastPeriod: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  totvsNegotiationNumber?: InputMaybe<Scalars['String']['input']>;
  typeOfFunds: Scalars['String']['input'];
  typeOfPayment: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  valueBudget?: InputMaybe<Scalars['String']['input']>;
};

/** Item da negociação (NEGOCIACOES, /sales/negotiations). */
export type NegotiationItem = {
  __typename?: 'NegotiationItem';
  /** Markup (%); a decimal string, 12.50 */
  dealMarkup?: Maybe<Scalars['String']['output']>;
  /** Desconto (%); a decimal string, 12.50 */
  discountPercent?: Maybe<Scalars['String']['output']>;
  /** Preço mínimo; a decimal string, 1234.56 */
  floorPrice?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** IPI (%); a decimal string, 12.50 */
  ipi?: Maybe<Scalars['String']['output']>;
  /** Preço negociado com IPI; a decimal string, 1234.56 */
  negotiatedPrice?: Maybe<Scalars['String']['output']>;
  /** Preço negociado sem IPI; a decimal string, 1234.56 */
  negotiatedPriceWithoutIpi: Scalars['String']['output'];
  /** Quantidade */
  negotiatedQuantity: Scalars['Int']['output'];
  /** Negociação */
  negotiationId: Scalars['ID']['output'];
  /** Negociação */
  negotiationNumber?: Maybe<Scalars['String']['output']>;
  /** Acima do desconto do representante; Its discount passes the representative’s own: the approval goes one alçada higher. */
  pastRepDiscount: Scalars['Boolean']['output'];
  /** VPC (%); a decimal string, 12.50 */
  percPriceVpc?: Maybe<Scalars['String']['output']>;
  /** FAN (%); a decimal string, 12.50 */
  percVpcFan?: Maybe<Scalars['String']['output']>;
  /** Código do produto */
  productCode: Scalars['String']['output'];
  /** Produto */
  productId: Scalars['ID']['output'];
  /** Produto */
  productName: Scalars['String']['output'];
  /** Preço de tabela; a decimal string, 1234.56 */
  tablePrice?: Maybe<Scalars['String']['output']>;
  /** Valor total; a decimal string, 1234.56 */
  totalValue?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What createNegotiationItem and updateNegotiationItem write: a field NegotiationItem answers too is described on NegotiationItem (its label, format and allowed values). */
export type NegotiationItemInput = {
  negotiatedPriceWithoutIpi: Scalars['String']['input'];
  negotiatedQuantity: Scalars['Int']['input'];
  negotiationId: Scalars['ID']['input'];
  percPriceVpc?: InputMaybe<Scalars['String']['input']>;
  percVpcFan?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NegotiationItemPage = Page & {
  __typename?: 'NegotiationItemPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<NegotiationItem>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** One of a deal's actions as a link: where its page does it. */
export type NegotiationLink = {
  __typename?: 'NegotiationLink';
  /** The product's address of the action (/sales/negotiations/<action>/<id>). */
  href: Scalars['String']['output'];
  /** view, edit, pdf, historic or workflow. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A deal's actions as links (spec/02 §7 'deal actions (links)'), as far as the caller may follow them. */
export type NegotiationLinks = {
  __typename?: 'NegotiationLinks';
  id: Scalars['ID']['output'];
  links: Array<NegotiationLink>;
};

export type NegotiationPage = Page & {
  __typename?: 'NegotiationPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Negotiation>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type Notification = {
  __typename?: 'Notification';
  /** Minutes of the last snooze. */
  delay?: Maybe<Scalars['Int']['output']>;
  fixed: Scalars['Boolean']['output'];
  /** startDate as DD/MM/YYYY HH:mm:ss (America/Sao_Paulo). */
  formattedDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  notification: NotificationBody;
  startDate: Scalars['DateTime']['output'];
  type: Scalars['String']['output'];
};

/** The notification itself: what it says and where it leads (link + param, e.g. /sales/negotiations with mode=edit&id=…&modeSave=conclude). */
export type NotificationBody = {
  __typename?: 'NotificationBody';
  content: Scalars['String']['output'];
  link?: Maybe<Scalars['String']['output']>;
  /** The process it belongs to (DEAL_BUDGET, VPCAP, …). */
  module?: Maybe<Scalars['String']['output']>;
  param?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** How one process's notifications reach the user (spec/01 §2, bounds §9). */
export type NotificationConfig = {
  __typename?: 'NotificationConfig';
  accesses: NotificationProcess;
  /** 0–10 */
  daysBeforeHighlight: Scalars['Int']['output'];
  hideNotifications: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  instantNotice: Scalars['Boolean']['output'];
  resend: Scalars['Boolean']['output'];
  /** 0–10 */
  resendDaysBefore: Scalars['Int']['output'];
  /** 0–24 */
  resendHoursBefore: Scalars['Int']['output'];
  sendEmail: Scalars['Boolean']['output'];
};

/** Only the fields sent change (one field, or the whole row). */
export type NotificationConfigInput = {
  daysBeforeHighlight?: InputMaybe<Scalars['Int']['input']>;
  hideNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  instantNotice?: InputMaybe<Scalars['Boolean']['input']>;
  resend?: InputMaybe<Scalars['Boolean']['input']>;
  resendDaysBefore?: InputMaybe<Scalars['Int']['input']>;
  resendHoursBefore?: InputMaybe<Scalars['Int']['input']>;
  sendEmail?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationPage = Page & {
  __typename?: 'NotificationPage';
  rows: Array<Notification>;
  totalRegisters: Scalars['Int']['output'];
};

export type NotificationProcess = {
  __typename?: 'NotificationProcess';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Pedido (PEDIDOS, /sales/orders). */
export type Order = {
  __typename?: 'Order';
  active: Scalars['Boolean']['output'];
  /** Data de conclusão; The day its last item was invoiced in full.; YYYY-MM-DD */
  completionDate?: Maybe<Scalars['String']['output']>;
  /** Condição de pagamento */
  conditionPayment: Scalars['String']['output'];
  /** Cliente; The customer's corporate name. */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Matriz */
  corporateNameMatriz?: Maybe<Scalars['String']['output']>;
  /** Código CRM */
  crmCode?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  customerId: Scalars['ID']['output'];
  /** Ordem de compra do cliente */
  customerOrderCode?: Maybe<Scalars['String']['output']>;
  /** Regime do cliente; one of SIMPLES_NACIONAL, LUCRO_PRESUMIDO, LUCRO_REAL, MEI */
  customerRegime?: Maybe<Scalars['String']['output']>;
  /** Data de entrega; YYYY-MM-DD */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  /** Valor de desconto; a decimal string, 1234.56 */
  discountValue?: Maybe<Scalars['String']['output']>;
  /** Integração ERP; one of NOT_SENT, SENT, FAILED */
  erpStatus?: Maybe<Scalars['String']['output']>;
  /** Estabelecimento */
  establishmentCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Valor faturado; The invoiced quantities at their prices with IPI.; a decimal string, 1234.56 */
  invoicedValue?: Maybe<Scalars['String']['output']>;
  /** Data do pedido; The business day it was made on (America/Sao_Paulo).; YYYY-MM-DD */
  issueDate?: Maybe<Scalars['String']['output']>;
  /** Itens */
  itemCount?: Maybe<Scalars['Int']['output']>;
  /** Transportadora */
  logisticCompany?: Maybe<Scalars['String']['output']>;
  /** Negociação; The approved negotiation whose prices and quantities bound the items; none: the price table. */
  negotiationId?: Maybe<Scalars['ID']['output']>;
  /** Negociação */
  negotiationNumber?: Maybe<Scalars['String']['output']>;
  /** Número do pedido; PED- and the id, six digits. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Tipo de pedido; one of VENDA, BONIFICACAO, TROCA, AMOSTRA */
  orderType: Scalars['String']['output'];
  /** Origem do pedido; one of NEGOCIACAO, TABELA, IMPORTACAO, EDI */
  originOrder?: Maybe<Scalars['String']['output']>;
  /** Desconto (%); a decimal string, 12.50 */
  percDesconto?: Maybe<Scalars['String']['output']>;
  /** Gerente regional */
  regionalManager?: Maybe<Scalars['String']['output']>;
  /** Ordem de remessa */
  remittanceOrderCode?: Maybe<Scalars['String']['output']>;
  /** Representante */
  representativeName?: Maybe<Scalars['String']['output']>;
  /** Responsável pela aprovação; Who approved (or approves) its items. */
  responsibleApproval?: Maybe<Scalars['String']['output']>;
  /** Status atual; one of DRAFT, IN_APPROVAL, RETURNED, APPROVED, PARTIALLY_INVOICED, INVOICED */
  status?: Maybe<Scalars['String']['output']>;
  /** Valor total sem IPI; a decimal string, 1234.56 */
  totalAmount?: Maybe<Scalars['String']['output']>;
  /** Valor total; a decimal string, 1234.56 */
  totalValue?: Maybe<Scalars['String']['output']>;
  /** Número TOTVS; The ERP number, answered when its approved items were sent. */
  totvsCode?: Maybe<Scalars['String']['output']>;
  /** Tipo de frete; one of CIF, FOB */
  typeFreight: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One order of a bulk save with its items. */
export type OrderBulkInput = {
  items: Array<OrderBulkItemInput>;
  order: OrderInput;
};

/** One item of a bulk save: the product, its quantity and price without IPI (a decimal string, 1234.56). */
export type OrderBulkItemInput = {
  price: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** What createOrder and updateOrder write: a field Order answers too is described on Order (its label, format and allowed values). */
export type OrderInput = {
  conditionPayment: Scalars['String']['input'];
  crmCode?: InputMaybe<Scalars['String']['input']>;
  customerId: Scalars['ID']['input'];
  customerOrderCode?: InputMaybe<Scalars['String']['input']>;
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  establishmentCode: Scalars['String']['input'];
  logisticCompany?: InputMaybe<Scalars['String']['input']>;
  negotiationId?: InputMaybe<Scalars['ID']['input']>;
  orderType: Scalars['String']['input'];
  remittanceOrderCode?: InputMaybe<Scalars['String']['input']>;
  typeFreight: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** An item's invoiced quantity so far: never above the quantity ordered, never below what was invoiced. */
export type OrderInvoiceInput = {
  id: Scalars['ID']['input'];
  invoicedQuantity: Scalars['Int']['input'];
};

/** Item do pedido (PEDIDOS, /sales/orders). */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** Desconto (%); a decimal string, 12.50 */
  discountPercent?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Quantidade faturada */
  invoicedQuantity?: Maybe<Scalars['Int']['output']>;
  /** IPI (%); a decimal string, 12.50 */
  ipi?: Maybe<Scalars['String']['output']>;
  /** Quantidade negociada; The bound of a negotiation order; none from a price table. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  /** Preço mínimo; The negotiated price, or the price table's floor.; a decimal string, 1234.56 */
  minPrice?: Maybe<Scalars['String']['output']>;
  /** Pedido */
  orderId: Scalars['ID']['output'];
  /** Pedido */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Preço sem IPI; a decimal string, 1234.56 */
  price: Scalars['String']['output'];
  /** Preço com IPI; a decimal string, 1234.56 */
  priceWithIpi?: Maybe<Scalars['String']['output']>;
  /** Código do produto */
  productCode: Scalars['String']['output'];
  /** Produto */
  productId: Scalars['ID']['output'];
  /** Produto */
  productName: Scalars['String']['output'];
  /** Quantidade */
  quantity: Scalars['Int']['output'];
  /** Integrado ao ERP */
  sentToErp: Scalars['Boolean']['output'];
  /** Aprovação; one of PENDING, APPROVED, REJECTED */
  status?: Maybe<Scalars['String']['output']>;
  /** Preço de tabela; a decimal string, 1234.56 */
  tablePrice?: Maybe<Scalars['String']['output']>;
  /** Valor total; a decimal string, 1234.56 */
  totalValue?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** The approver's decision on one pending item: approved (sent to the ERP) or returned for correction. */
export type OrderItemDecisionInput = {
  approved: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

/** What createOrderItem and updateOrderItem write: a field OrderItem answers too is described on OrderItem (its label, format and allowed values). */
export type OrderItemInput = {
  orderId: Scalars['ID']['input'];
  price: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type OrderItemPage = Page & {
  __typename?: 'OrderItemPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<OrderItem>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** The approved negotiation an order is made from, with its items: their prices and quantities bound the order's. */
export type OrderNegotiation = {
  __typename?: 'OrderNegotiation';
  items: Array<NegotiationItem>;
  negotiation: Negotiation;
};

export type OrderPage = Page & {
  __typename?: 'OrderPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Order>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** Progress of an orders import upload, pushed to its importer after each chunk of rows checked or written. */
export type OrdersImportProgress = {
  __typename?: 'OrdersImportProgress';
  errorRows?: Maybe<Scalars['Int']['output']>;
  jobId?: Maybe<Scalars['ID']['output']>;
  kind?: Maybe<ImportKind>;
  /** Why it failed, at its end. */
  message?: Maybe<Scalars['String']['output']>;
  percent: Scalars['Float']['output'];
  /** VALIDANDO, GRAVANDO or FIM. */
  phase?: Maybe<Scalars['String']['output']>;
  processed?: Maybe<Scalars['Int']['output']>;
  /** When the services sent it (ISO 8601): right after the rows it counts were written or checked. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** The import's status (ImportStatus). */
  status?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

export type OutboxMail = {
  __typename?: 'OutboxMail';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** NOT_SENT (no SMTP configured), PENDING, SENT or FAILED. */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type OutboxPage = Page & {
  __typename?: 'OutboxPage';
  rows: Array<OutboxMail>;
  totalRegisters: Scalars['Int']['output'];
};

/** A page of any list: the rows plus the total the server holds for the same filter. */
export type Page = {
  totalRegisters: Scalars['Int']['output'];
};

export type PermissionInspection = {
  __typename?: 'PermissionInspection';
  /** The user's access set, as his own session gets it: the menu he sees is built from it. */
  accessSet: AccessSet;
  actions: Array<ActionExplanation>;
  modules: Array<AccessModule>;
  profiles: Array<InspectedProfile>;
  route?: Maybe<InspectedRoute>;
  user: InspectedUser;
};

/** A bulk simulation: each line, their totals and, with a budget, whether it covers their effect together. */
export type PriceSimulation = {
  __typename?: 'PriceSimulation';
  budget?: Maybe<BudgetValidation>;
  fundsValue: Scalars['String']['output'];
  lines: Array<SimulatedPrice>;
  totalValue: Scalars['String']['output'];
};

export type PriceSimulationInput = {
  /** The budget whose balance the lines' effect is checked against; none: no check. */
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  /** The customer whose price table's price and floor the lines are compared with. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  lines: Array<PriceSimulationLineInput>;
};

/** One price to simulate: FAN's percentage is an input (money and percentages as decimal text). */
export type PriceSimulationLineInput = {
  percFan?: InputMaybe<Scalars['String']['input']>;
  percVpc?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** Tabela de preço (TABELA_DE_PRECO_ADM, /administrative/registerAux/priceTable). */
export type PriceTable = {
  __typename?: 'PriceTable';
  active: Scalars['Boolean']['output'];
  /** Código */
  code: Scalars['String']['output'];
  /** Grupo de clientes; one of VAREJO, ATACADO, DISTRIBUIDOR, ECOMMERCE */
  customerGroup?: Maybe<Scalars['String']['output']>;
  /** Descrição */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Itens; How many products the table prices. */
  itemCount?: Maybe<Scalars['Int']['output']>;
  /** Estados atendidos; one of AC, AL, AM, AP, BA, CE, DF, ES, GO, MA, MG, MS, MT, PA, PB, PE, PI, PR, RJ, RN, RO, RR, RS, SC, SE, SP, TO */
  states: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Início da vigência; YYYY-MM-DD */
  validFrom: Scalars['String']['output'];
  /** Fim da vigência; YYYY-MM-DD */
  validTo: Scalars['String']['output'];
};

/** What createPriceTable and updatePriceTable write: a field PriceTable answers too is described on PriceTable (its label, format and allowed values). */
export type PriceTableInput = {
  code: Scalars['String']['input'];
  customerGroup?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  states?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  validFrom: Scalars['String']['input'];
  validTo: Scalars['String']['input'];
};

/** Item da tabela de preço (TABELA_DE_PRECO_ADM, /administrative/registerAux/priceTable). */
export type PriceTableItem = {
  __typename?: 'PriceTableItem';
  id: Scalars['ID']['output'];
  /** Desconto máximo (%); a decimal string, 12.50 */
  maxDiscount?: Maybe<Scalars['String']['output']>;
  /** Preço mínimo; a decimal string, 1234.56 */
  minPrice?: Maybe<Scalars['String']['output']>;
  /** Preço; a decimal string, 1234.56 */
  price: Scalars['String']['output'];
  /** Tabela de preço */
  priceTableCode: Scalars['String']['output'];
  /** Tabela de preço */
  priceTableId: Scalars['ID']['output'];
  /** Código do produto */
  productCode: Scalars['String']['output'];
  /** Produto */
  productId: Scalars['ID']['output'];
  /** Produto */
  productName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** What createPriceTableItem and updatePriceTableItem write: a field PriceTableItem answers too is described on PriceTableItem (its label, format and allowed values). */
export type PriceTableItemInput = {
  maxDiscount?: InputMaybe<Scalars['String']['input']>;
  minPrice?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['String']['input'];
  priceTableId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PriceTableItemPage = Page & {
  __typename?: 'PriceTableItemPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<PriceTableItem>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type PriceTablePage = Page & {
  __typename?: 'PriceTablePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<PriceTable>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** A customer one may ask a price for (an active one the caller may see). */
export type PricingCustomer = {
  __typename?: 'PricingCustomer';
  /** 14 digits for a company, null for a person. */
  cnpj?: Maybe<Scalars['String']['output']>;
  corporateName: Scalars['String']['output'];
  /** 11 digits for a person, null for a company. */
  cpf?: Maybe<Scalars['String']['output']>;
  /** A code of CUSTOMER_GROUPS (VAREJO, ATACADO, DISTRIBUIDOR, ECOMMERCE), or null. */
  customerGroup?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  uf?: Maybe<Scalars['String']['output']>;
};

export type PricingCustomerPage = Page & {
  __typename?: 'PricingCustomerPage';
  rows: Array<PricingCustomer>;
  totalRegisters: Scalars['Int']['output'];
};

/** Produto (PRODUTOS, /sales/products). */
export type Product = {
  __typename?: 'Product';
  active: Scalars['Boolean']['output'];
  /** Código */
  code: Scalars['String']['output'];
  /** EAN */
  ean?: Maybe<Scalars['String']['output']>;
  /** Família; one of TV, NOTEBOOK, MICROWAVE, MINISYSTEM, ARCON, MONITOR, SMART, TABLET, DESKTOP */
  family: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** IPI (%); a decimal string, 12.50 */
  ipi?: Maybe<Scalars['String']['output']>;
  /** Linha */
  line?: Maybe<Scalars['String']['output']>;
  /** Descrição */
  name: Scalars['String']['output'];
  /** NCM */
  ncm: Scalars['String']['output'];
  /** Grupo de pedido */
  orderGroup?: Maybe<Scalars['String']['output']>;
  /** Liberação; Where the product stands on its way to sale; only a released product is sold.; one of PENDENTE, EM_APROVACAO, LIBERADO */
  releaseStatus: Scalars['String']['output'];
  /** Unidade; one of UN, CX, KIT */
  unit: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** What createProduct and updateProduct write: a field Product answers too is described on Product (its label, format and allowed values). */
export type ProductInput = {
  code: Scalars['String']['input'];
  ean?: InputMaybe<Scalars['String']['input']>;
  family: Scalars['String']['input'];
  ipi?: InputMaybe<Scalars['String']['input']>;
  line?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  ncm: Scalars['String']['input'];
  orderGroup?: InputMaybe<Scalars['String']['input']>;
  releaseStatus: Scalars['String']['input'];
  unit: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProductPage = Page & {
  __typename?: 'ProductPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Product>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** A product's price in a table; money and percent as decimal strings (1234.56). */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  family: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  maxDiscount?: Maybe<Scalars['String']['output']>;
  minPrice?: Maybe<Scalars['String']['output']>;
  price: Scalars['String']['output'];
  productCode: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  tableCode: Scalars['String']['output'];
  tableDescription: Scalars['String']['output'];
  tableId: Scalars['ID']['output'];
  validFrom: Scalars['String']['output'];
  validTo: Scalars['String']['output'];
};

export type ProductPricePage = Page & {
  __typename?: 'ProductPricePage';
  rows: Array<ProductPrice>;
  totalRegisters: Scalars['Int']['output'];
};

/** Liberação de produtos (LIBERACAO_DE_PRODUTOS, /sales/productreleases). */
export type ProductRelease = {
  __typename?: 'ProductRelease';
  /** Descrição */
  description: Scalars['String']['output'];
  /** Arquivos do grupo de pedido; The order group's files saved on the release, by name: its history tells each one saved. */
  fileNames?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Produtos */
  itemCount?: Maybe<Scalars['Int']['output']>;
  /** Grupo de pedido; The order group its products take when it is approved (the products' orderGroup). */
  orderGroup: Scalars['String']['output'];
  /** Número da liberação; LIB- and the id, six digits. */
  releaseNumber?: Maybe<Scalars['String']['output']>;
  /** Aprovada em; The business day its approval ended with every product released.; YYYY-MM-DD */
  releasedAt?: Maybe<Scalars['String']['output']>;
  /** Solicitante */
  requesterName?: Maybe<Scalars['String']['output']>;
  /** Status; one of RASCUNHO, EM_APROVACAO, APROVADA */
  status?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A file of a release's order group (spec/02 §7 'Order group files: GET getFiles/{id}'). Saved by POST /files/product-releases/{id}/files (multipart, field files; LIBERACAO_DE_PRODUTOS × EDITAR), which answers 'Arquivo salvo com sucesso!'; downloaded at GET /files/product-releases/{id}/files/{fileId}. */
export type ProductReleaseFile = {
  __typename?: 'ProductReleaseFile';
  id: Scalars['ID']['output'];
  mime: Scalars['String']['output'];
  originalName: Scalars['String']['output'];
  savedAt: Scalars['DateTime']['output'];
  /** Who saved it. */
  savedBy?: Maybe<Scalars['String']['output']>;
  /** Bytes. */
  size: Scalars['Int']['output'];
};

/** What createProductRelease and updateProductRelease write: a field ProductRelease answers too is described on ProductRelease (its label, format and allowed values). */
export type ProductReleaseInput = {
  description: Scalars['String']['input'];
  orderGroup: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Produto da liberação (LIBERACAO_DE_PRODUTOS, /sales/productreleases). */
export type ProductReleaseItem = {
  __typename?: 'ProductReleaseItem';
  /** Grupo de pedido atual */
  currentOrderGroup?: Maybe<Scalars['String']['output']>;
  /** Família; one of TV, NOTEBOOK, MICROWAVE, MINISYSTEM, ARCON, MONITOR, SMART, TABLET, DESKTOP */
  family?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** NCM */
  ncm?: Maybe<Scalars['String']['output']>;
  /** Observação; What the requester tells the approver of this product (a new model, a changed NCM). */
  note?: Maybe<Scalars['String']['output']>;
  /** Código do produto */
  productCode: Scalars['String']['output'];
  /** Produto */
  productId: Scalars['ID']['output'];
  /** Produto */
  productName: Scalars['String']['output'];
  /** Liberação */
  releaseId: Scalars['ID']['output'];
  /** Liberação */
  releaseNumber?: Maybe<Scalars['String']['output']>;
  /** Liberação do produto; one of PENDENTE, EM_APROVACAO, LIBERADO */
  releaseStatus?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What createProductReleaseItem and updateProductReleaseItem write: a field ProductReleaseItem answers too is described on ProductReleaseItem (its label, format and allowed values). */
export type ProductReleaseItemInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  releaseId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProductReleaseItemPage = Page & {
  __typename?: 'ProductReleaseItemPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<ProductReleaseItem>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type ProductReleasePage = Page & {
  __typename?: 'ProductReleasePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<ProductRelease>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** Perfil (CONTROLE_DE_PERFIL, /administrative/profiles). */
export type Profile = {
  __typename?: 'Profile';
  active: Scalars['Boolean']['output'];
  /** Descrição */
  description?: Maybe<Scalars['String']['output']>;
  /** Exceções; Actions taken away from a module even when it grants them, as MODULE:ACTION codes. */
  exceptions: Array<Scalars['String']['output']>;
  /** Acesso total; Every action on every module, whatever its grants. */
  global: Scalars['Boolean']['output'];
  /** Permissões; What it grants, as MODULE:ACTION codes (CLIENTES:EDITAR) of the module catalogue (accessModules). */
  grants: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Módulos; How many modules it grants anything on. */
  moduleCount?: Maybe<Scalars['Int']['output']>;
  /** Nome */
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Usuários; How many users hold it. */
  userCount?: Maybe<Scalars['Int']['output']>;
};

export type ProfileBulkInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** MODULE:ACTION codes, as a profile's grants; left out, its grants stay. */
  grants?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
};

/** What createProfile and updateProfile write: a field Profile answers too is described on Profile (its label, format and allowed values). */
export type ProfileInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  exceptions?: InputMaybe<Array<Scalars['String']['input']>>;
  global?: InputMaybe<Scalars['Boolean']['input']>;
  grants?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A profile as the user form offers it: who administers users may attach it without reading its grants. */
export type ProfileOption = {
  __typename?: 'ProfileOption';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProfilePage = Page & {
  __typename?: 'ProfilePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Profile>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type ProfileSummary = {
  __typename?: 'ProfileSummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The module catalogue (the GET all accesses call). */
  accessModules: Array<AccessModule>;
  /** NOT_FOUND 'Título de ação não encontrado'. */
  actionTitle?: Maybe<ActionTitle>;
  /** Columns: title, alias, actionNames, active, updatedAt; sortable: title, alias, active, updatedAt; filters: active, updatedAt; search: Título, Alias (TITULO_DE_ACAO × VISUALIZAR). */
  actionTitles: ActionTitlePage;
  /** Active workflow types (any workflow or task module). */
  activeWorkflowTypes: Array<WorkflowTypeRef>;
  /** Active action titles, with their actions (TITULO_DE_ACAO × VISUALIZAR). */
  allActionTitles: Array<ActionTitle>;
  /** Asked with or without a session. */
  appSettings: AppSettings;
  /** NOT_FOUND 'Modo de aprovação não encontrado'. */
  approvalMode?: Maybe<ApprovalMode>;
  /** Columns: approverCode, approverDescription, roleCode, approverNames, active, updatedAt; sortable: approverCode, approverDescription, roleCode, active, updatedAt; filters: roleCode, active, updatedAt; search: Código, Descrição (MODO_DE_APROVACAO × VISUALIZAR). */
  approvalModes: ApprovalModePage;
  /** NOT_FOUND 'Conta bancária não encontrada'; FORBIDDEN when the record rule (bankAccountOfVisibleCompany) refuses it. */
  bankAccount?: Maybe<BankAccount>;
  /** Active companies a bank account may be registered for (BANCOS), searchable by code, name and CNPJ. */
  bankAccountCompanies: CompanyChoicePage;
  /** Columns: companyName, bankCode, bankName, agencyCode, accountCode, companyCode, updatedAt; sortable: companyName, bankCode, bankName, agencyCode, accountCode, companyCode, updatedAt; filters: companyId, bankCode, companyCode, updatedAt; search: Empresa, Código do banco, Banco, Agência, Conta, Código matriz (BANCOS × VISUALIZAR). */
  bankAccounts: BankAccountPage;
  /** NOT_FOUND 'Verba não encontrada'. */
  budget?: Maybe<Budget>;
  /** The balances by category, customer or month (groupBy), over a period of business days (from, to: YYYY-MM-DD), of one category or customer (SALDO_DE_VERBAS × VISUALIZAR). */
  budgetBalances: Array<BudgetBalanceRow>;
  /** NOT_FOUND 'Movimento de verba não encontrado'. */
  budgetMovement?: Maybe<BudgetMovement>;
  /** Columns: budgetCode, movementNumber, movedAt, kind, value, balanceAfter, corporateName, origin, description, createdByName, updatedAt; sortable: movementNumber, movedAt, updatedAt; filters: budgetId, kind, customerId, updatedAt; search: Movimento, Origem, Descrição (VERBAS × VISUALIZAR). */
  budgetMovements: BudgetMovementPage;
  /** NOT_FOUND 'Preço de orçamento não encontrado'. */
  budgetPrice?: Maybe<BudgetPrice>;
  /** Columns: budgetCode, productCode, productName, quantity, price, percVpc, percFan, totalValue, vpcValue, fanValue, fundsValue, updatedAt; sortable: productCode, productName, quantity, price, totalValue, fundsValue, updatedAt; filters: budgetId, productId, updatedAt; search: Código do produto, Produto (VERBAS × VISUALIZAR). */
  budgetPrices: BudgetPricePage;
  /** NOT_FOUND 'Programação de apuração não encontrada'. */
  budgetSchedule?: Maybe<BudgetSchedule>;
  /** Columns: budgetCode, description, periodStart, periodEnd, assessmentDate, expectedValue, updatedAt; sortable: description, assessmentDate, updatedAt; filters: budgetId, updatedAt; search: Descrição (VERBAS × VISUALIZAR). */
  budgetSchedules: BudgetSchedulePage;
  /** The budget validation lookup (SIMULACAO_DE_PRECO × VISUALIZAR): NOT_FOUND 'Verba não encontrada'. */
  budgetValidation: BudgetValidation;
  /** Columns: code, description, category, corporateName, value, balance, spent, lastMovement, active, updatedAt; sortable: code, description, category, value, balance, active, updatedAt; filters: category, customerId, active, updatedAt; search: Código, Descrição, Cliente (VERBAS × VISUALIZAR). */
  budgets: BudgetPage;
  /** NOT_FOUND 'Comprador não encontrado'; FORBIDDEN when the record rule (buyerOfVisibleCustomer) refuses it. */
  buyer?: Maybe<Buyer>;
  /** Customers a buyer may be registered for: the ones the caller may see, searchable by name, short name, CNPJ and CPF (COMPRADORES). */
  buyerCustomers: BuyerCustomerChoicePage;
  /** Columns: name, cpf, customerName, email, phone, position, main, active, updatedAt; sortable: name, cpf, customerName, email, position, main, active, updatedAt; filters: customerId, cpf, main, active, updatedAt; search: Nome, CPF, Cliente, E-mail, Cargo (COMPRADORES × VISUALIZAR). */
  buyers: BuyerPage;
  /** Columns: code, cnpj, corporateName, tradeName, stateRegistration, email, phone, representativeName, bankAccountCount, active, updatedAt; sortable: code, cnpj, corporateName, tradeName, representativeName, active, updatedAt; filters: code, cnpj, representativeId, active, updatedAt; search: Código matriz, CNPJ, Razão social, Nome fantasia (EMPRESAS × VISUALIZAR). */
  companies: CompanyPage;
  /** NOT_FOUND 'Empresa não encontrada'; FORBIDDEN when the record rule (visibleCompany) refuses it. */
  company?: Maybe<Company>;
  /** Active users a company may be represented by; without confidential access, the caller alone. */
  companyRepresentatives: RepresentativeChoicePage;
  customer?: Maybe<Customer>;
  /** The matrix of a CNPJ. matrixOnly (a person customer's matrix): a CNPJ that is a customer already is no error. */
  customerCnpjLookup: CustomerCnpjLookup;
  customerDashboard: CustomerDashboard;
  customerLookup?: Maybe<CustomerLookup>;
  /** Customer order codes (purchase orders) already used in the caller's orders, starting with q. */
  customerOrderCodes: Array<Scalars['String']['output']>;
  /** Pre-registrations and customers in approval (PRE_CADASTRO_CLIENTE). */
  customerPanel: CustomerPage;
  /** The price tables a customer may be given (active, validity not ended), by code (CLIENTES or PRE_CADASTRO_CLIENTE). */
  customerPriceTables: Array<CustomerPriceTable>;
  /** Filters status, deadlineStatus, createdAtFrom/To. */
  customerProspects: CustomerProspectPage;
  /** The report's preview; filters status, region, uf, representativeId, riskClass, createdAtFrom/To. The file: GET /files/customers/report with the same query string. */
  customerReport: CustomerReportPage;
  /** Active users a customer may be represented by (CLIENTES × ACESSO_A_INFORMACAO_CONFIDENCIAL): the form's representative picker. */
  customerRepresentatives: RepresentativeChoicePage;
  customerShortNames: Array<CustomerShortName>;
  customerSummary: CustomerSummary;
  /** Columns: corporateName, shortName, cnpj, city, uf, status, updatedAt; filters: status, uf, companyId, representativeId (CLIENTES). */
  customers: CustomerPage;
  /** NOT_FOUND 'Nota de débito não encontrada'; FORBIDDEN when the record rule (debitNoteOfVisibleCustomer) refuses it. */
  debitNote?: Maybe<DebitNote>;
  /** spec/02 §7 'GET validate ND code': an ND by its code (ND-000012 or 12), of the customer when given. NOT_FOUND 'Nota de débito não encontrada'. */
  debitNoteByCode: DebitNote;
  /** Columns: code, orderNumber, corporateName, issueDate, value, description, vpcNumber, updatedAt; sortable: code, corporateName, issueDate, value, updatedAt; filters: orderId, customerId, updatedAt; search: Número da ND, Pedido, Cliente, Descrição (NOTA_DE_DEBITO × VISUALIZAR). */
  debitNotes: DebitNotePage;
  /** A client's ERP summary by CNPJ (masked or digits) or ERP code (CLIENTES × VISUALIZAR); null when the ERP has no such client. */
  erpClientSummary?: Maybe<ErpClientSummary>;
  /** The TOTVS panel's client search by name, code or CNPJ digits (CLIENTES_TOTVS × VISUALIZAR). An ERP failure is an error whose screen shows 'Erro ao consultar Api do Totvs'. */
  erpClients: ErpClientPage;
  /** The representatives' TOTVS panel: the ERP's representatives by name, code or CNPJ digits (REPRESENTANTES_TOTVS × VISUALIZAR); an ERP failure reads 'Erro ao consultar Api do Totvs'. */
  erpRepresentatives: ErpRepresentativePage;
  /** NOT_FOUND 'FAN não encontrado'; FORBIDDEN when the record rule (fanOfVisibleCustomer) refuses it. */
  fan?: Maybe<Fan>;
  /** The customers a FAN may be made for (FAN × VISUALIZAR): every one for finance, else those the caller sees. */
  fanCustomers: BuyerCustomerChoicePage;
  /** The FAN's documents, oldest first (FAN × VISUALIZAR and the FAN's rule); workflowFanId is the FAN's id. */
  fanDocuments: Array<FanDocument>;
  /** Columns: fanNumber, status, corporateName, startDate, endDate, percentFan, percVpcFan, documentNames, requesterName, updatedAt; sortable: fanNumber, status, corporateName, startDate, endDate, percentFan, updatedAt; filters: status, customerId, updatedAt; search: Número, Cliente, Observação, Documentos (FAN × VISUALIZAR). */
  fans: FanPage;
  favorites: Array<Favorite>;
  /** A file's metadata: its owner's, or anyone's with ARQUIVOS × ACESSO_A_INFORMACAO_CONFIDENCIAL. */
  file?: Maybe<FileInfo>;
  /** The cache of a record (id) or of a new one (no id); null when there is none. */
  formCache?: Maybe<FormCache>;
  /** Whether the customer has active buyers (COMPRADORES or CLIENTES; FORBIDDEN for a customer the caller may not see). */
  haveBuyer: HaveBuyer;
  /** Answers true while the gateway is up; a cheap probe for other internal tools. */
  health: Scalars['Boolean']['output'];
  /** A record's history, newest first. entity: user, profile. NOT_FOUND 'Histórico não encontrado para este registro' when it has none. */
  history: HistoryPage;
  importJob: ImportJob;
  /** A kind's imports, newest first; target: the record they went into (a price table). */
  importJobs: ImportJobPage;
  /** The sign-in screen's image, or null when the default is shown (CONFIGURACOES × VISUALIZAR). */
  loginImage?: Maybe<FileInfo>;
  /** CONTROLE_DE_USUARIO VISUALIZAR. */
  loginLock: LoginLock;
  /** Mail recorded for sending (NOTIFICACOES EDITAR). */
  mailOutbox: OutboxPage;
  /** The signed-in user. */
  me: User;
  message?: Maybe<Message>;
  /** Whether the user's board page shows the selected message in a pane beside the list (his own choice). */
  messageBoardPreviewPane: Scalars['Boolean']['output'];
  messageCount: Scalars['Int']['output'];
  /** Who received the message and when each read it (page 1, pageSize 1000). */
  messageReaders: MessageReaderPage;
  /** Users a message can be sent to (MURAL_DE_RECADOS INCLUIR). */
  messageRecipients: Array<MessageUser>;
  /** The user's received messages. Columns: created_at, subject, sender, pinned, readingAt; filters: active, type, notRead, pinned. The panel asks orderBy=created_at, sort=DESC, pageSize=12, active=1, type=0, notRead=true. */
  messages: MessagePage;
  /** The signed-in user's accesses, merged from every active profile. */
  myAccesses: AccessSet;
  /** The signed-in user's saved view of a grid. */
  myGridView: SavedGridView;
  /** NOT_FOUND 'Negociação não encontrada'; FORBIDDEN when the record rule (negotiationOfRepresentative) refuses it. */
  negotiation?: Maybe<Negotiation>;
  /** The budgets a deal of this customer may name (NEGOCIACOES × VISUALIZAR): approved, it spends its valueBudget from the one it names. */
  negotiationBudgets: Array<NegotiationBudget>;
  /** NOT_FOUND 'Item da negociação não encontrado'; FORBIDDEN when the record rule (itemOfVisibleNegotiation) refuses it. */
  negotiationItem?: Maybe<NegotiationItem>;
  /** Columns: negotiationNumber, productCode, productName, negotiatedQuantity, negotiatedPriceWithoutIpi, percPriceVpc, percVpcFan, tablePrice, floorPrice, ipi, negotiatedPrice, discountPercent, dealMarkup, totalValue, pastRepDiscount, updatedAt; sortable: negotiationNumber, productCode, productName, negotiatedQuantity, negotiatedPriceWithoutIpi, totalValue, updatedAt; filters: negotiationId, productId, updatedAt; search: Negociação, Código do produto, Produto (NEGOCIACOES × VISUALIZAR). */
  negotiationItems: NegotiationItemPage;
  /** The deal's actions as links (NEGOCIACOES × VISUALIZAR and its record rule): view; edit while it is a draft that is not blocked and the caller edits; its PDF; its history; its approval workflow once it has one. */
  negotiationLinks: NegotiationLinks;
  /** Columns: negotiationNumber, status, blocked, corporateName, corporateNameMatriz, buyerName, representativeName, regionalManager, responsibleApproval, typeOfFunds, typeOfPayment, campaign, firstPeriod, lastPeriod, destinationState, conditionPayment, expirationDate, totvsNegotiationNumber, valueBudget, budgetDescription, budgetName, budgetBalance, itemCount, totalAmount, totalValue, discountValue, percDesconto, mkpNegotiation, issueDate, percentFan, percVpcFan, updatedAt; sortable: negotiationNumber, status, blocked, corporateName, corporateNameMatriz, representativeName, typeOfFunds, typeOfPayment, firstPeriod, lastPeriod, expirationDate, valueBudget, totalAmount, totalValue, issueDate, updatedAt; filters: status, blocked, customerId, typeOfFunds, destinationState, budgetId, updatedAt; search: Número da negociação, Cliente, Representante, Campanha, Número da negociação TOTVS (NEGOCIACOES × VISUALIZAR). */
  negotiations: NegotiationPage;
  notificationConfigs: Array<NotificationConfig>;
  notificationCount: Scalars['Int']['output'];
  /** The processes the user may configure. */
  notificationProcesses: Array<NotificationProcess>;
  /** The user's visible notifications, fixed first then newest; the panel asks for 5; q searches title and text. */
  notifications: NotificationPage;
  notificationsMuted: Scalars['Boolean']['output'];
  /** NOT_FOUND 'Pedido não encontrado'; FORBIDDEN when the record rule (orderOfRepresentative) refuses it. */
  order?: Maybe<Order>;
  /** The orders waiting for the caller's answer (APROVACAO_PEDIDOS × VISUALIZAR). */
  orderApprovals: OrderPage;
  /** An order by its ERP (TOTVS) number. */
  orderByErpId: Order;
  /** An order by its number (PED-000123 or 123): NOT_FOUND 'Não foi encontrado pedido para o numero informado!'. */
  orderByNumber: Order;
  /** NOT_FOUND 'Item do pedido não encontrado'; FORBIDDEN when the record rule (itemOfVisibleOrder) refuses it. */
  orderItem?: Maybe<OrderItem>;
  /** Columns: orderNumber, productCode, productName, quantity, price, tablePrice, minPrice, maxQuantity, ipi, priceWithIpi, discountPercent, totalValue, status, sentToErp, invoicedQuantity, updatedAt; sortable: orderNumber, productCode, productName, quantity, price, totalValue, updatedAt; filters: orderId, productId, status, updatedAt; search: Pedido, Código do produto, Produto (PEDIDOS × VISUALIZAR). */
  orderItems: OrderItemPage;
  /** The negotiation an order is made from, with its items (of the customer, when given): NOT_FOUND 'Falha ao localizar a negociação'; only an approved one makes orders. */
  orderNegotiation: OrderNegotiation;
  /** The products (items) of an order. */
  orderProducts: Array<OrderItem>;
  /** Columns: orderNumber, issueDate, status, corporateName, corporateNameMatriz, customerRegime, negotiationNumber, representativeName, regionalManager, responsibleApproval, establishmentCode, orderType, originOrder, crmCode, totvsCode, erpStatus, conditionPayment, typeFreight, logisticCompany, customerOrderCode, remittanceOrderCode, deliveryDate, completionDate, itemCount, totalAmount, totalValue, discountValue, percDesconto, invoicedValue, active, updatedAt; sortable: orderNumber, issueDate, status, corporateName, representativeName, orderType, totvsCode, deliveryDate, totalAmount, totalValue, active, updatedAt; filters: status, customerId, negotiationId, establishmentCode, orderType, originOrder, erpStatus, active, updatedAt; search: Número do pedido, Cliente, Negociação, Representante, Código CRM, Número TOTVS, Ordem de compra do cliente, Ordem de remessa (PEDIDOS × VISUALIZAR). */
  orders: OrderPage;
  /** Why a user may or may not act on a route (any path of the catalogue) or on one module; give exactly one. Needs INSPETOR_DE_PERMISSOES VISUALIZAR. */
  permissionInspection: PermissionInspection;
  /** The negotiations waiting for the presidency's answer (/sales/presidency, PRESIDENCIA × VISUALIZAR): in approval, their alçada the presidency's, under the negotiations' record rule; searched, sorted and filtered as the negotiations' list. */
  presidencyNegotiations: NegotiationPage;
  /** The customers a simulation may compare with (SIMULACAO_DE_PRECO × VISUALIZAR): every one for finance, else those the caller sees. */
  priceSimulationCustomers: BuyerCustomerChoicePage;
  /** NOT_FOUND 'Tabela de preço não encontrada'. */
  priceTable?: Maybe<PriceTable>;
  /** NOT_FOUND 'Item da tabela de preço não encontrado'. */
  priceTableItem?: Maybe<PriceTableItem>;
  /** Columns: priceTableCode, productCode, productName, price, minPrice, maxDiscount, updatedAt; sortable: priceTableCode, productCode, productName, price, minPrice, maxDiscount, updatedAt; filters: priceTableId, productId, updatedAt; search: Tabela de preço, Código do produto, Produto (TABELA_DE_PRECO_ADM × VISUALIZAR). */
  priceTableItems: PriceTableItemPage;
  /** Columns: code, description, validFrom, validTo, states, customerGroup, itemCount, active, updatedAt; sortable: code, description, validFrom, validTo, customerGroup, active, updatedAt; filters: customerGroup, active, updatedAt; search: Código, Descrição (TABELA_DE_PRECO_ADM × VISUALIZAR). */
  priceTables: PriceTablePage;
  /** The caller's active customers, to ask a price for (TABELA_DE_PRECO). */
  pricingCustomers: PricingCustomerPage;
  /** NOT_FOUND 'Produto não encontrado'. */
  product?: Maybe<Product>;
  /** The product cart's lookup by code (spec/02 §5): BAD_USER_INPUT without a code, NOT_FOUND 'Não foi encontrado produto para o numero informado!'. */
  productCart: Product;
  /** Products a negotiation may offer: active and released. */
  productNegotiation: ProductPage;
  /** A product's price today for a customer of the caller; BAD_USER_INPUT 'Codigo Produto é obrigatório para consulta' without a code, NOT_FOUND when no such product or no table prices it for him. */
  productPrice: ProductPrice;
  /** NOT_FOUND 'Liberação de produtos não encontrada'. */
  productRelease?: Maybe<ProductRelease>;
  /** The order group's files of a release (LIBERACAO_DE_PRODUTOS × VISUALIZAR), in the order they were saved. */
  productReleaseFiles: Array<ProductReleaseFile>;
  /** NOT_FOUND 'Produto da liberação não encontrado'. */
  productReleaseItem?: Maybe<ProductReleaseItem>;
  /** Columns: releaseNumber, productCode, productName, family, ncm, currentOrderGroup, note, releaseStatus, updatedAt; sortable: releaseNumber, productCode, productName, family, updatedAt; filters: releaseId, productId, updatedAt; search: Liberação, Código do produto, Produto, Observação (LIBERACAO_DE_PRODUTOS × VISUALIZAR). */
  productReleaseItems: ProductReleaseItemPage;
  /** Columns: releaseNumber, description, orderGroup, status, itemCount, requesterName, releasedAt, updatedAt; sortable: releaseNumber, description, orderGroup, status, itemCount, requesterName, releasedAt, updatedAt; filters: orderGroup, status, updatedAt; search: Número da liberação, Descrição, Grupo de pedido (LIBERACAO_DE_PRODUTOS × VISUALIZAR). */
  productReleases: ProductReleasePage;
  /** Columns: code, name, family, line, ean, ncm, ipi, unit, orderGroup, releaseStatus, active, updatedAt; sortable: code, name, family, line, ncm, ipi, orderGroup, releaseStatus, active, updatedAt; filters: family, unit, orderGroup, releaseStatus, active, updatedAt; search: Código, Descrição, Linha, EAN, NCM, Grupo de pedido (PRODUTOS × VISUALIZAR). */
  products: ProductPage;
  /** NOT_FOUND 'Perfil não encontrado'. */
  profile?: Maybe<Profile>;
  /** What one profile grants (the GET accesses by profile call). */
  profileAccesses: Array<Access>;
  /** Columns: name, description, global, moduleCount, userCount, active, updatedAt; sortable: name, description, global, userCount, active, updatedAt; filters: global, active, updatedAt; search: Nome, Descrição (CONTROLE_DE_PERFIL × VISUALIZAR). */
  profiles: ProfilePage;
  /** NOT_FOUND 'Título a receber não encontrado'; FORBIDDEN when the record rule (receivableOfVisibleOrder) refuses it. */
  receivable?: Maybe<Receivable>;
  /** Columns: titleNumber, status, dueDate, value, orderNumber, installment, corporateName, representativeName, conditionPayment, invoiceDate, paymentDate, description, updatedAt; sortable: titleNumber, dueDate, value, corporateName, invoiceDate, paymentDate, updatedAt; filters: status, orderId, customerId, updatedAt; search: Título, Pedido, Cliente, Observação (TITULOS_A_RECEBER × VISUALIZAR). */
  receivables: ReceivablePage;
  /** The signed-in user's own notes, oldest first (LEMBRETES × VISUALIZAR). */
  reminders: Array<Reminder>;
  /** Remittance order codes already used in the caller's orders, starting with q. */
  remittanceOrderCodes: Array<Scalars['String']['output']>;
  /** The embed token of a BI report; today only SUBSTITUTOS (RELATORIO_SUBSTITUTOS × VISUALIZAR). Without a configured BI service: BAD_USER_INPUT with the pt-BR 'not configured' text. */
  reportToken: ReportEmbed;
  /** NOT_FOUND 'Representante não encontrado'; FORBIDDEN when the record rule (representativeOfCaller) refuses it. */
  representative?: Maybe<Representative>;
  /** The actions of one of a representative's executions, by executionWorkflowId, under his record rule. */
  representativeActions: Array<RepresentativeAction>;
  /** His commissions per month of a year (COMISSAO × VISUALIZAR, his record rule); 'Erro em token Regua' when the commission ruler refuses its token. */
  representativeCommissionMonths: Array<CommissionMonth>;
  /** His commission per order line in a month (YYYY-MM). */
  representativeCommissions: CommissionLinePage;
  /** NOT_FOUND 'Contrato não encontrado'; FORBIDDEN when the record rule (contractOfVisibleRepresentative) refuses it. */
  representativeContract?: Maybe<RepresentativeContract>;
  /** Columns: contractNumber, representativeName, grossValue, netValue, irrfValue, startContract, endContract, callNumber, contractPercentage, fanCurrent, fanPrevious, goalBudget, otherFunds, updatedAt; sortable: contractNumber, representativeName, grossValue, netValue, startContract, endContract, updatedAt; filters: representativeId, updatedAt; search: Contrato, Representante, Número do chamado (CONTRATO_REPRESENTANTE × VISUALIZAR). */
  representativeContracts: RepresentativeContractPage;
  /** His customers (REPRESENTANTES × VISUALIZAR, his record rule): after his deactivation, those waiting for another representative. */
  representativeCustomers: Array<RepresentativeCustomer>;
  /** His distratos (DISTRATO × VISUALIZAR), newest first. */
  representativeDistratos: Array<RepresentativeDistrato>;
  /** NOT_FOUND 'Parâmetros de cadastro não encontrados'; FORBIDDEN when the record rule (parametersOfVisibleRepresentative) refuses it. */
  representativeParameter?: Maybe<RepresentativeParameter>;
  /** Columns: representativeName, paymentSchedule, commission, commissionEmission, commissionPercentage, minCommission, maxCommission, manualCommission, childLine, formula, function, updatedAt; sortable: representativeName, commissionPercentage, updatedAt; filters: representativeId, paymentSchedule, updatedAt; search: Representante, Linha filha, Fórmula, Função (REPRESENTANTES × VISUALIZAR). */
  representativeParameters: RepresentativeParameterPage;
  /** Active users a representative may be linked to or managed by (REPRESENTANTES × VISUALIZAR). */
  representativeUsers: RepresentativeChoicePage;
  /** Columns: code, name, status, tradeName, personType, cnpj, cpf, representativeType, representativeGroup, contactName, email, phone, userName, regionalManagerName, updatedAt; sortable: code, name, status, updatedAt; filters: status, personType, representativeType, representativeGroup, regionalManagerId, updatedAt; search: Código, Nome / Razão social, Nome fantasia, CNPJ, CPF (REPRESENTANTES × VISUALIZAR). */
  representatives: RepresentativePage;
  /** The sales dashboard (DASHBOARD_VENDAS × VISUALIZAR) from month to month (YYYY-MM; the last twelve by default), of a region (NORTE, NORDESTE, CENTRO_OESTE, SUDESTE, SUL): a representative sees his own, a regional manager his region's. */
  salesDashboard: SalesDashboard;
  /** A table's items, searchable by product code and name; NOT_FOUND for a table the caller is not sold from today. */
  salesPriceTableItems: ProductPricePage;
  /** Price tables valid today serving the caller's customers, or one of them (TABELA_DE_PRECO; FORBIDDEN for another's customer). */
  salesPriceTables: SalesPriceTablePage;
  /** The command palette's records: in every area whose module the caller may view, the few best records his record rules let him see whose search fields hold the text (2 to 100 characters; BAD_USER_INPUT otherwise). Areas without a hit are left out. */
  search: Array<SearchGroup>;
  /** Simulates one price (SIMULACAO_DE_PRECO × VISUALIZAR), before anything is saved. */
  simulatePrice: SinglePriceSimulation;
  /** Simulates several prices at once (SIMULACAO_DE_PRECO × VISUALIZAR), before anything is saved. */
  simulatePrices: PriceSimulation;
  /** NOT_FOUND 'Situação não encontrada'. */
  situation?: Maybe<Situation>;
  /** Columns: name, description, active, updatedAt; sortable: name, description, active, updatedAt; filters: active, updatedAt; search: Nome, Descrição (CADASTRO_DE_SITUACAO × VISUALIZAR). */
  situations: SituationPage;
  /** NOT_FOUND 'Substituto não encontrado'; FORBIDDEN when the record rule (substituteRangeOfCaller) refuses it. */
  substitute?: Maybe<Substitute>;
  /** Up to 20 active users whose name contains q (id and name only), to pick a substitute or a role member. */
  substituteUsers: Array<WorkflowRoleMember>;
  /** Columns: userName, substituteName, startsAt, endsAt, updatedAt; sortable: userName, substituteName, startsAt, endsAt, updatedAt; filters: userId, substituteId, startsAt, endsAt, updatedAt; search: Ausente, Substituto (SUBSTITUTOS × VISUALIZAR). */
  substitutes: SubstitutePage;
  substitutesReport: SubstituteReportPage;
  /** The versions of the task's workflow type that hold a task of the same title, newest first. */
  taskVersions: Array<WorkflowVersion>;
  /**
   * Columns: workflowTitle, taskTitle, registerId, requester, assignee, openedAt, dueAt; filters: workflowTypeId,
   * assumed, overdue, openedAt, dueAt, deadlineStatus (one or more DeadlineStatus names). Without deadlineStatus a
   * queue lists open tasks only; with it, also the tasks the user held or answered (COMPLETED, COMPLETED_LATE,
   * NOT_COMPLETED) and those his roles will receive later in running executions (PROGRAMMED).
   */
  tasks: TaskItemPage;
  /** Tasks of the type's latest version; alias (an action title's alias) keeps those answered with it. */
  tasksByWorkflowType: Array<WorkflowTask>;
  /** NOT_FOUND 'Usuário não localizado.'. */
  user?: Maybe<User>;
  /** Every profile a user may be given (CONTROLE_DE_USUARIO VISUALIZAR), by name. */
  userProfileOptions: Array<ProfileOption>;
  /** Columns: name, userName, email, phone, profileNames, active, updatedAt; sortable: name, userName, email, phone, active, updatedAt; filters: userName, email, active, updatedAt; search: Nome, Usuário, E-mail (CONTROLE_DE_USUARIO × VISUALIZAR). */
  users: UserPage;
  usersWithTask: Array<UserWithTask>;
  /** The VPC cost per customer and month over a period (CUSTO_VPC × VISUALIZAR): only the customers the caller may see. */
  vpcCosts: Array<VpcCostRow>;
  /** The customers a VPC request may be made for (VPC × VISUALIZAR): every one for finance, else those the caller sees. */
  vpcCustomers: BuyerCustomerChoicePage;
  /** NOT_FOUND 'Solicitação de VPC não encontrada'; FORBIDDEN when the record rule (vpcOfVisibleCustomer) refuses it. */
  vpcRequest?: Maybe<VpcRequest>;
  /** Columns: requestNumber, status, corporateName, value, firstPeriod, lastPeriod, debitNoteCodes, ndsValue, budgetName, fileName, requesterName, updatedAt; sortable: requestNumber, status, corporateName, value, firstPeriod, updatedAt; filters: status, customerId, budgetId, updatedAt; search: Número, Cliente, Observação, NDs (VPC × VISUALIZAR). */
  vpcRequests: VpcRequestPage;
  /** By record (registerId + workflowTypeId or workflowTypeCode) or by executionWorkflowId. */
  workflowContext: WorkflowContext;
  /** A record's running execution, else its latest; null when it never had one (any workflow or task module). */
  workflowFindByObject?: Maybe<WorkflowExecutionSummary>;
  /** Every execution of a record, newest first (any workflow or task module). */
  workflowHistoric: Array<WorkflowExecutionSummary>;
  /** NOT_FOUND 'Alçada não encontrada'. */
  workflowJurisdiction?: Maybe<WorkflowJurisdiction>;
  /** Columns: typeTitle, description, minAmount, maxAmount, approvalModeName, active, updatedAt; sortable: typeTitle, description, minAmount, maxAmount, approvalModeName, active, updatedAt; filters: typeId, financial, approvalModeId, active, updatedAt; search: Workflow, Descrição, Modo de aprovação (ALCADA × VISUALIZAR). */
  workflowJurisdictions: WorkflowJurisdictionPage;
  workflowRoles: Array<WorkflowRole>;
  /** Roles named by the tasks of the type's latest version, with members and manager (PAINEL_WORKFLOW). */
  workflowRolesByWorkflow: Array<WorkflowRole>;
  /** Any workflow or task module. */
  workflowSla: WorkflowSla;
  workflowTasks: Array<WorkflowTask>;
  /** NOT_FOUND 'Tipo de workflow não encontrado'. */
  workflowType?: Maybe<WorkflowType>;
  /** NOT_FOUND when no type has this code (case-insensitive). */
  workflowTypeIdByCode: Scalars['ID']['output'];
  /** Columns: code, title, description, situationNames, latestVersion, active, updatedAt; sortable: code, title, description, active, updatedAt; filters: active, updatedAt; search: Código, Título, Descrição (PAINEL_WORKFLOW × VISUALIZAR). */
  workflowTypes: WorkflowTypePage;
  workflowVersions: Array<WorkflowVersion>;
};


export type QueryActionTitleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryActionTitlesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryApprovalModeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApprovalModesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBankAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBankAccountCompaniesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBankAccountsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBudgetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBudgetBalancesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  groupBy?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBudgetMovementArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBudgetMovementsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBudgetPriceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBudgetPricesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBudgetScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBudgetSchedulesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBudgetValidationArgs = {
  budgetId: Scalars['ID']['input'];
  customerId?: InputMaybe<Scalars['ID']['input']>;
  value: Scalars['String']['input'];
};


export type QueryBudgetsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBuyerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBuyerCustomersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryBuyersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryCompaniesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryCompanyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCompanyRepresentativesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerCnpjLookupArgs = {
  cnpj: Scalars['String']['input'];
  matrixOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCustomerLookupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerOrderCodesArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerPanelArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryCustomerProspectsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryCustomerReportArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryCustomerRepresentativesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryCustomerShortNamesArgs = {
  name: Scalars['String']['input'];
};


export type QueryCustomersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryDebitNoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDebitNoteByCodeArgs = {
  code: Scalars['String']['input'];
  customerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDebitNotesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryErpClientSummaryArgs = {
  cnpj?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
};


export type QueryErpClientsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryErpRepresentativesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFanCustomersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryFanDocumentsArgs = {
  workflowFanId: Scalars['ID']['input'];
};


export type QueryFansArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFormCacheArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  module: Scalars['String']['input'];
};


export type QueryHaveBuyerArgs = {
  customerId: Scalars['ID']['input'];
};


export type QueryHistoryArgs = {
  entity: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryImportJobArgs = {
  id: Scalars['ID']['input'];
  kind: ImportKind;
};


export type QueryImportJobsArgs = {
  input?: InputMaybe<ListInput>;
  kind: ImportKind;
  target?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLoginLockArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryMailOutboxArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMessageReadersArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMessageRecipientsArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMessagesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryMyGridViewArgs = {
  gridKey: Scalars['String']['input'];
};


export type QueryNegotiationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNegotiationBudgetsArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryNegotiationItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNegotiationItemsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryNegotiationLinksArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNegotiationsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderApprovalsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryOrderByErpIdArgs = {
  totvsCode: Scalars['String']['input'];
};


export type QueryOrderByNumberArgs = {
  number: Scalars['String']['input'];
};


export type QueryOrderItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderItemsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryOrderNegotiationArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryOrderProductsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryPermissionInspectionArgs = {
  module?: InputMaybe<Scalars['String']['input']>;
  route?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryPresidencyNegotiationsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryPriceSimulationCustomersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryPriceTableArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPriceTableItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPriceTableItemsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryPriceTablesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryPricingCustomersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductCartArgs = {
  code: Scalars['String']['input'];
};


export type QueryProductNegotiationArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryProductPriceArgs = {
  customerId: Scalars['ID']['input'];
  productCode: Scalars['String']['input'];
};


export type QueryProductReleaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductReleaseFilesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductReleaseItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductReleaseItemsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryProductReleasesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryProductsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryProfileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileAccessesArgs = {
  profileId: Scalars['ID']['input'];
};


export type QueryProfilesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryReceivableArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReceivablesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryRemittanceOrderCodesArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReportTokenArgs = {
  report: Scalars['String']['input'];
};


export type QueryRepresentativeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRepresentativeActionsArgs = {
  executionWorkflowId: Scalars['Int']['input'];
};


export type QueryRepresentativeCommissionMonthsArgs = {
  id: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};


export type QueryRepresentativeCommissionsArgs = {
  id: Scalars['ID']['input'];
  month: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRepresentativeContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRepresentativeContractsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryRepresentativeCustomersArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRepresentativeDistratosArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRepresentativeParameterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRepresentativeParametersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryRepresentativeUsersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryRepresentativesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QuerySalesDashboardArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySalesPriceTableItemsArgs = {
  input?: InputMaybe<ListInput>;
  tableId: Scalars['ID']['input'];
};


export type QuerySalesPriceTablesArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<ListInput>;
};


export type QuerySearchArgs = {
  q: Scalars['String']['input'];
};


export type QuerySimulatePriceArgs = {
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  line: PriceSimulationLineInput;
};


export type QuerySimulatePricesArgs = {
  input: PriceSimulationInput;
};


export type QuerySituationArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySituationsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QuerySubstituteArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubstituteUsersArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySubstitutesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QuerySubstitutesReportArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryTaskVersionsArgs = {
  taskId: Scalars['ID']['input'];
};


export type QueryTasksArgs = {
  input?: InputMaybe<ListInput>;
  scope?: InputMaybe<TaskScope>;
};


export type QueryTasksByWorkflowTypeArgs = {
  alias?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryVpcCostsArgs = {
  customerId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVpcCustomersArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryVpcRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVpcRequestsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryWorkflowContextArgs = {
  executionWorkflowId?: InputMaybe<Scalars['ID']['input']>;
  registerId?: InputMaybe<Scalars['String']['input']>;
  workflowTypeCode?: InputMaybe<Scalars['String']['input']>;
  workflowTypeId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWorkflowFindByObjectArgs = {
  registerId: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type QueryWorkflowHistoricArgs = {
  registerId: Scalars['String']['input'];
  workflowTypeCode?: InputMaybe<Scalars['String']['input']>;
  workflowTypeId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWorkflowJurisdictionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorkflowJurisdictionsArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryWorkflowRolesByWorkflowArgs = {
  ref: Scalars['String']['input'];
};


export type QueryWorkflowSlaArgs = {
  ref: Scalars['String']['input'];
};


export type QueryWorkflowTasksArgs = {
  versionId: Scalars['ID']['input'];
};


export type QueryWorkflowTypeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorkflowTypeIdByCodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryWorkflowTypesArgs = {
  input?: InputMaybe<ListInput>;
};


export type QueryWorkflowVersionsArgs = {
  workflowTypeId: Scalars['ID']['input'];
};

/** Título (TITULOS_A_RECEBER, /financial/titlesReceive). */
export type Receivable = {
  __typename?: 'Receivable';
  /** Condição de pagamento */
  conditionPayment?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Cliente; The order's customer. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** Observação */
  description?: Maybe<Scalars['String']['output']>;
  /** Vencimento; YYYY-MM-DD */
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Parcela; n/total of the order's payment condition; none for a title made by hand. */
  installment?: Maybe<Scalars['String']['output']>;
  /** Emissão; The day the order was invoiced (the business day a title by hand was made).; YYYY-MM-DD */
  invoiceDate?: Maybe<Scalars['String']['output']>;
  /** Pedido; An invoiced order (partially or in full); fixed once the title exists. */
  orderId: Scalars['ID']['output'];
  /** Pedido */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Data do pagamento; Recorded by finance; never after today nor before the invoice.; YYYY-MM-DD */
  paymentDate?: Maybe<Scalars['String']['output']>;
  /** Representante */
  representativeName?: Maybe<Scalars['String']['output']>;
  /** Situação; As of today in the business time zone: PAID once paid, OVERDUE after its due date, else DUE.; one of DUE, OVERDUE, PAID */
  status?: Maybe<Scalars['String']['output']>;
  /** Título; TIT- and the id, six digits. */
  titleNumber?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Valor; a decimal string, 1234.56 */
  value: Scalars['String']['output'];
};

/** What createReceivable and updateReceivable write: a field Receivable answers too is described on Receivable (its label, format and allowed values). */
export type ReceivableInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['String']['input'];
};

export type ReceivablePage = Page & {
  __typename?: 'ReceivablePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Receivable>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** A sticky note of the signed-in user (spec/01 §3). */
export type Reminder = {
  __typename?: 'Reminder';
  /** At most 4000 characters. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** False while the note is minimized to its chip. */
  showContent: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type ReportDetail = {
  __typename?: 'ReportDetail';
  embedUrl: Scalars['String']['output'];
  reportId: Scalars['String']['output'];
};

/** The embed answer of the BI service (spec/01 §3, Report embed response). */
export type ReportEmbed = {
  __typename?: 'ReportEmbed';
  embedToken: EmbedToken;
  reportsDetail: Array<ReportDetail>;
};

/** Representante (REPRESENTANTES, /client/representatives). */
export type Representative = {
  __typename?: 'Representative';
  /** Whether the caller's changes are requests its workflow (ALTERACAO_CADASTRAL_REPRESENTANTE) approves. */
  changeByRequest?: Maybe<Scalars['Boolean']['output']>;
  /** CNPJ; A legal person’s; set at pre-registration, changed only by its own edit.; 14 digits, no mask */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** Código; REP- and the id, five digits: how orders and the ERP name him. */
  code?: Maybe<Scalars['String']['output']>;
  /** Contato */
  contactName?: Maybe<Scalars['String']['output']>;
  /** CPF; A natural person’s.; 11 digits, no mask */
  cpf?: Maybe<Scalars['String']['output']>;
  /** E-mail */
  email: Scalars['String']['output'];
  /** Execução do cadastro; His latest registration workflow execution, once concluded. */
  executionWorkflowId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Nome / Razão social */
  name: Scalars['String']['output'];
  /** The registration change waiting for approval (representative(id) only). */
  pendingChange?: Maybe<ChangeRequest>;
  /** Tipo de pessoa; one of PJ, PF */
  personType: Scalars['String']['output'];
  /** Telefone; digits only */
  phone?: Maybe<Scalars['String']['output']>;
  /** Gerente regional; Who manages him: sees his record and asks for its changes. */
  regionalManagerId?: Maybe<Scalars['ID']['output']>;
  /** Gerente regional */
  regionalManagerName?: Maybe<Scalars['String']['output']>;
  /** Grupo de representante; one of VAREJO, ATACADO, KEY_ACCOUNT, E_COMMERCE */
  representativeGroup: Scalars['String']['output'];
  /** Tipo de representante; one of COMERCIAL, AGENTE, DISTRIBUIDOR, INTERNO */
  representativeType: Scalars['String']['output'];
  /** Status; one of PRE_REGISTRATION, IN_CONSULTATION, IN_APPROVAL, ACTIVE, DISTRATO, INACTIVE */
  status?: Maybe<Scalars['String']['output']>;
  /** Nome fantasia */
  tradeName?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Usuário de acesso; The user who signs in as this representative (one representative per user). */
  userId?: Maybe<Scalars['ID']['output']>;
  /** Usuário de acesso */
  userName?: Maybe<Scalars['String']['output']>;
};

/** One action taken in a representative's workflow execution: who did what, on which task, when. */
export type RepresentativeAction = {
  __typename?: 'RepresentativeAction';
  /** The answer chosen (Aprovado, Reprovado…), when the action was one. */
  actionName?: Maybe<Scalars['String']['output']>;
  actorName: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** START, ANSWER, ASSUME, DEACTIVATE…: the engine's kind of action. */
  kind: Scalars['String']['output'];
  taskTitle?: Maybe<Scalars['String']['output']>;
};

/** A user who may be named a company's representative. */
export type RepresentativeChoice = {
  __typename?: 'RepresentativeChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type RepresentativeChoicePage = Page & {
  __typename?: 'RepresentativeChoicePage';
  rows: Array<RepresentativeChoice>;
  totalRegisters: Scalars['Int']['output'];
};

/** What concluding a pre-registration answers: 'Workflow em andamento' and the execution it started. */
export type RepresentativeConcluded = {
  __typename?: 'RepresentativeConcluded';
  executionWorkflowId: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  representative: Representative;
};

/** Contrato (CONTRATO_REPRESENTANTE, /client/representatives). */
export type RepresentativeContract = {
  __typename?: 'RepresentativeContract';
  /** Número do chamado */
  callNumber?: Maybe<Scalars['String']['output']>;
  /** Contrato; CTR- and the id, six digits. */
  contractNumber?: Maybe<Scalars['String']['output']>;
  /** Percentual do contrato; a decimal string, 12.50 */
  contractPercentage?: Maybe<Scalars['String']['output']>;
  /** Fim do contrato; YYYY-MM-DD */
  endContract: Scalars['String']['output'];
  /** FAN atual (%); a decimal string, 12.50 */
  fanCurrent?: Maybe<Scalars['String']['output']>;
  /** FAN anterior (%); a decimal string, 12.50 */
  fanPrevious?: Maybe<Scalars['String']['output']>;
  /** Verba para atingimento de meta; a decimal string, 1234.56 */
  goalBudget?: Maybe<Scalars['String']['output']>;
  /** Valor bruto; a decimal string, 1234.56 */
  grossValue: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Valor IRRF; a decimal string, 1234.56 */
  irrfValue?: Maybe<Scalars['String']['output']>;
  /** Valor líquido; a decimal string, 1234.56 */
  netValue: Scalars['String']['output'];
  /** Outras verbas negociadas; a decimal string, 1234.56 */
  otherFunds?: Maybe<Scalars['String']['output']>;
  /** Representante */
  representativeId: Scalars['ID']['output'];
  /** Representante */
  representativeName?: Maybe<Scalars['String']['output']>;
  /** Início do contrato; YYYY-MM-DD */
  startContract: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** What createRepresentativeContract and updateRepresentativeContract write: a field RepresentativeContract answers too is described on RepresentativeContract (its label, format and allowed values). */
export type RepresentativeContractInput = {
  callNumber?: InputMaybe<Scalars['String']['input']>;
  contractPercentage?: InputMaybe<Scalars['String']['input']>;
  endContract: Scalars['String']['input'];
  fanCurrent?: InputMaybe<Scalars['String']['input']>;
  fanPrevious?: InputMaybe<Scalars['String']['input']>;
  goalBudget?: InputMaybe<Scalars['String']['input']>;
  grossValue: Scalars['String']['input'];
  irrfValue?: InputMaybe<Scalars['String']['input']>;
  netValue: Scalars['String']['input'];
  otherFunds?: InputMaybe<Scalars['String']['input']>;
  representativeId: Scalars['ID']['input'];
  startContract: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type RepresentativeContractPage = Page & {
  __typename?: 'RepresentativeContractPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<RepresentativeContract>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** One of a representative's customers: whom he represents; once he is deactivated, to be given another representative. */
export type RepresentativeCustomer = {
  __typename?: 'RepresentativeCustomer';
  city?: Maybe<Scalars['String']['output']>;
  corporateName: Scalars['String']['output'];
  /** CNPJ or CPF, digits only. */
  document?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The customer's status code (ACTIVE, PRE_REGISTRATION…). */
  status: Scalars['String']['output'];
  uf?: Maybe<Scalars['String']['output']>;
};

/** What deactivating a representative answers: 'Representante desativado com sucesso!' and how many customers wait for another representative. */
export type RepresentativeDeactivated = {
  __typename?: 'RepresentativeDeactivated';
  customers: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  representative: Representative;
};

/** A contract's termination (distrato), partial or total; its document is Distrato.pdf. Money as decimal strings. */
export type RepresentativeDistrato = {
  __typename?: 'RepresentativeDistrato';
  contractId: Scalars['ID']['output'];
  contractNumber: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  grossValue: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** PARTIAL or TOTAL. */
  kind: Scalars['String']['output'];
  netValue: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  terminationDate: Scalars['String']['output'];
};

/** What createRepresentative, updateRepresentative and requestRepresentativeChange write: a field Representative answers too is described on Representative (its label, format and allowed values). */
export type RepresentativeInput = {
  cnpj?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  cpf?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  personType: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  regionalManagerId?: InputMaybe<Scalars['ID']['input']>;
  representativeGroup: Scalars['String']['input'];
  representativeType: Scalars['String']['input'];
  tradeName?: InputMaybe<Scalars['String']['input']>;
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type RepresentativePage = Page & {
  __typename?: 'RepresentativePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Representative>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** Parâmetros de cadastro (REPRESENTANTES, /client/representatives). */
export type RepresentativeParameter = {
  __typename?: 'RepresentativeParameter';
  /** Linha filha */
  childLine?: Maybe<Scalars['String']['output']>;
  /** Comissionado */
  commission: Scalars['Boolean']['output'];
  /** Emissão da comissão; one of FATURAMENTO, RECEBIMENTO */
  commissionEmission: Scalars['String']['output'];
  /** Percentual de comissão; a decimal string, 12.50 */
  commissionPercentage: Scalars['String']['output'];
  /** Fórmula */
  formula?: Maybe<Scalars['String']['output']>;
  /** Função */
  function?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Comissão manual; An order line may set his commission by hand, within min and max. */
  manualCommission: Scalars['Boolean']['output'];
  /** Comissão máxima (%); a decimal string, 12.50 */
  maxCommission: Scalars['String']['output'];
  /** Comissão mínima (%); a decimal string, 12.50 */
  minCommission: Scalars['String']['output'];
  /** Calendário de pagamento; one of MENSAL, QUINZENAL, SEMANAL */
  paymentSchedule: Scalars['String']['output'];
  /** Representante */
  representativeId: Scalars['ID']['output'];
  /** Representante */
  representativeName?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What createRepresentativeParameter and updateRepresentativeParameter write: a field RepresentativeParameter answers too is described on RepresentativeParameter (its label, format and allowed values). */
export type RepresentativeParameterInput = {
  childLine?: InputMaybe<Scalars['String']['input']>;
  commission?: InputMaybe<Scalars['Boolean']['input']>;
  commissionEmission: Scalars['String']['input'];
  commissionPercentage: Scalars['String']['input'];
  formula?: InputMaybe<Scalars['String']['input']>;
  function?: InputMaybe<Scalars['String']['input']>;
  manualCommission?: InputMaybe<Scalars['Boolean']['input']>;
  maxCommission: Scalars['String']['input'];
  minCommission: Scalars['String']['input'];
  paymentSchedule: Scalars['String']['input'];
  representativeId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type RepresentativeParameterPage = Page & {
  __typename?: 'RepresentativeParameterPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<RepresentativeParameter>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

/** The sales of a period and region that the caller may see (active orders approved, partially invoiced or invoiced). */
export type SalesDashboard = {
  __typename?: 'SalesDashboard';
  /** The ten customers who bought the most. */
  byCustomer: Array<SalesRow>;
  byFamily: Array<SalesRow>;
  /** Every month of the period, those without sales included. */
  byMonth: Array<SalesRow>;
  byRegion: Array<SalesRow>;
  byRepresentative: Array<SalesRow>;
  /** How many customers bought. */
  customers: Scalars['Int']['output'];
  /** The period's first and last months (YYYY-MM), as applied. */
  from: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A price table valid today, as the sales screen reads it. */
export type SalesPriceTable = {
  __typename?: 'SalesPriceTable';
  code: Scalars['String']['output'];
  customerGroup?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  /** UF codes; empty: every state. */
  states: Array<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  validFrom: Scalars['String']['output'];
  /** YYYY-MM-DD */
  validTo: Scalars['String']['output'];
};

export type SalesPriceTablePage = Page & {
  __typename?: 'SalesPriceTablePage';
  rows: Array<SalesPriceTable>;
  totalRegisters: Scalars['Int']['output'];
};

/** A group's sales on /financial/salesDashboard: its orders and their value (decimal text, items with IPI). */
export type SalesRow = {
  __typename?: 'SalesRow';
  /** The group's code: a month YYYY-MM, a user id, a region, a family or a customer id ('' for none). */
  key: Scalars['String']['output'];
  /** How people read it: MM/YYYY, the representative's or customer's name, the region's or family's label. */
  label: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type SaveMessageInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  allUsers?: InputMaybe<Scalars['Boolean']['input']>;
  /** HTML; sanitized by the services. */
  content: Scalars['String']['input'];
  /** Absent: a new message (MURAL_DE_RECADOS INCLUIR); present: a change (EDITAR). */
  id?: InputMaybe<Scalars['ID']['input']>;
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
  recipients?: InputMaybe<Array<Scalars['ID']['input']>>;
  subject: Scalars['String']['input'];
  type?: InputMaybe<Scalars['Int']['input']>;
};

/** A user's saved view of one grid. */
export type SavedGridView = {
  __typename?: 'SavedGridView';
  gridKey: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** { columns: { order, widths, hidden }, orderBy, sort, pageSize, filters }, or null when none is saved. */
  view?: Maybe<Scalars['JSON']['output']>;
};

/** The best few records of one area. */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  /** The area's key ('customers', 'buyers', …). */
  area: Scalars['String']['output'];
  hits: Array<SearchHit>;
  /** The area's name in the plural ('Clientes'). */
  label: Scalars['String']['output'];
};

/** One record the command palette found: how its area names it, what tells it apart, and its page. */
export type SearchHit = {
  __typename?: 'SearchHit';
  id: Scalars['ID']['output'];
  /** The web address of the record's page. */
  path: Scalars['String']['output'];
  /** Other values of the record as people read them (a masked CNPJ, a city), '' when none. */
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SendNotificationInput = {
  content: Scalars['String']['input'];
  link?: InputMaybe<Scalars['String']['input']>;
  module?: InputMaybe<Scalars['String']['input']>;
  param?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** A simulated price: its figures computed by the services in numeric, nothing saved. */
export type SimulatedPrice = {
  __typename?: 'SimulatedPrice';
  belowFloor?: Maybe<Scalars['Boolean']['output']>;
  discountPercent?: Maybe<Scalars['String']['output']>;
  fanValue: Scalars['String']['output'];
  floorPrice?: Maybe<Scalars['String']['output']>;
  /** VPC plus FAN: what the price takes from a budget. */
  fundsValue: Scalars['String']['output'];
  ipi: Scalars['String']['output'];
  percFan?: Maybe<Scalars['String']['output']>;
  percVpc?: Maybe<Scalars['String']['output']>;
  price: Scalars['String']['output'];
  priceWithIpi: Scalars['String']['output'];
  productCode: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** With a customer: his price table's price today (null when none has the product). */
  tablePrice?: Maybe<Scalars['String']['output']>;
  /** Price × quantity. */
  totalValue: Scalars['String']['output'];
  vpcValue: Scalars['String']['output'];
};

/** A single simulation: the line and, with a budget, whether it covers its effect. */
export type SinglePriceSimulation = {
  __typename?: 'SinglePriceSimulation';
  budget?: Maybe<BudgetValidation>;
  line: SimulatedPrice;
};

/** Situação (CADASTRO_DE_SITUACAO, /administrative/statusRegister). */
export type Situation = {
  __typename?: 'Situation';
  active: Scalars['Boolean']['output'];
  /** Descrição */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Nome */
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** What createSituation and updateSituation write: a field Situation answers too is described on Situation (its label, format and allowed values). */
export type SituationInput = {
  /** Active unless false. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SituationPage = Page & {
  __typename?: 'SituationPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Situation>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StartWorkflowInput = {
  /**
   * The record's value as a decimal string ('1234.56'): it picks the type's alçada, whose approval
   * mode's approvers then answer the approver tasks.
   */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** An execution returned for correction: the requester resubmits it. */
  executionWorkflowId?: InputMaybe<Scalars['ID']['input']>;
  registerId?: InputMaybe<Scalars['String']['input']>;
  workflowTypeCode?: InputMaybe<Scalars['String']['input']>;
  workflowTypeId?: InputMaybe<Scalars['ID']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  importProgress: ImportProgress;
  /** The user's unread message count: now, then on every change. */
  messageCount: Scalars['Int']['output'];
  /** The user's visible notification count: now, then on every change. */
  notificationCount: Scalars['Int']['output'];
  ordersImportProgress: OrdersImportProgress;
};

/** Substituto (SUBSTITUTOS, /administrative/substitutes). */
export type Substitute = {
  __typename?: 'Substitute';
  /** Fim */
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Início */
  startsAt: Scalars['DateTime']['output'];
  /** Substituto */
  substituteId: Scalars['ID']['output'];
  /** Substituto */
  substituteName?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Ausente; Empty: the caller himself (another user needs SUBSTITUTOS × INCLUIR). */
  userId?: Maybe<Scalars['ID']['output']>;
  /** Ausente */
  userName?: Maybe<Scalars['String']['output']>;
};

/** What createSubstitute and updateSubstitute write: a field Substitute answers too is described on Substitute (its label, format and allowed values). */
export type SubstituteInput = {
  endsAt: Scalars['DateTime']['input'];
  startsAt: Scalars['DateTime']['input'];
  substituteId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type SubstitutePage = Page & {
  __typename?: 'SubstitutePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<Substitute>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type SubstituteReportPage = Page & {
  __typename?: 'SubstituteReportPage';
  rows: Array<SubstituteReportRow>;
  totalRegisters: Scalars['Int']['output'];
};

export type SubstituteReportRow = {
  __typename?: 'SubstituteReportRow';
  actedFor: Scalars['String']['output'];
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  executionWorkflowId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  registerId: Scalars['String']['output'];
  workflowTitle: Scalars['String']['output'];
};

/** A component field row a task's assignee fills (spec/02 §3). */
export type TaskField = {
  __typename?: 'TaskField';
  conditionalsId?: Maybe<Scalars['String']['output']>;
  fieldsId?: Maybe<Scalars['String']['output']>;
  formId?: Maybe<Scalars['String']['output']>;
  index: Scalars['Int']['output'];
  typeId?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type TaskFieldInput = {
  conditionalsId?: InputMaybe<Scalars['String']['input']>;
  fieldsId?: InputMaybe<Scalars['String']['input']>;
  formId?: InputMaybe<Scalars['String']['input']>;
  index: Scalars['Int']['input'];
  typeId?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** One task in a queue (task panel, assumed, pending). */
export type TaskItem = {
  __typename?: 'TaskItem';
  assignee?: Maybe<Scalars['String']['output']>;
  assigneeId?: Maybe<Scalars['ID']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  deadlineStatus: DeadlineStatus;
  dueAt?: Maybe<Scalars['DateTime']['output']>;
  executionWorkflowId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** Opens the record in workflow mode. */
  link: Scalars['String']['output'];
  /** Null while the task has not been reached (PROGRAMMED). */
  openedAt?: Maybe<Scalars['DateTime']['output']>;
  recordPath?: Maybe<Scalars['String']['output']>;
  registerId: Scalars['String']['output'];
  /** The record as people name it ('Loja Primavera 180 Ltda (12.345.678/0001-90)'); null when it is gone. */
  registerName?: Maybe<Scalars['String']['output']>;
  requester: Scalars['String']['output'];
  round: Scalars['Int']['output'];
  status: WorkflowStepStatus;
  taskTitle: Scalars['String']['output'];
  workflowTitle: Scalars['String']['output'];
  workflowTypeId: Scalars['ID']['output'];
};

export type TaskItemPage = Page & {
  __typename?: 'TaskItemPage';
  rows: Array<TaskItem>;
  totalRegisters: Scalars['Int']['output'];
};

export type TaskScope =
  | 'ASSUMED'
  /** /financial/tasks (TAREFAS_FINANCEIRO): the MINE queue's tasks of the financial workflow types (records at /financial/..., /fan). */
  | 'FINANCIAL'
  /** Open tasks assigned to me or waiting in my roles' queue (and those of whom I substitute). */
  | 'MINE'
  | 'PENDING';

/** Only the fields sent change. */
export type UpdateFileMetadataInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  originalName?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields sent change. A user may change his own name, phone and e-mail; anything else needs CONTROLE_DE_USUARIO EDITAR. */
export type UpdateUserInput = {
  /** Asked when a user sets his own password here. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Optimistic check: the updatedAt the client last read; a newer row answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Usuário (CONTROLE_DE_USUARIO, /administrative/users). */
export type User = {
  __typename?: 'User';
  active: Scalars['Boolean']['output'];
  daysPasswordExpired: Scalars['Int']['output'];
  /** E-mail */
  email: Scalars['String']['output'];
  file?: Maybe<FileRef>;
  id: Scalars['ID']['output'];
  /** Nome */
  name: Scalars['String']['output'];
  /** Telefone; digits only */
  phone?: Maybe<Scalars['String']['output']>;
  /** Foto; The name his photo was sent with (the file itself: file). */
  photo?: Maybe<Scalars['String']['output']>;
  /** Perfis; His profiles by name (attachProfiles changes them). */
  profileNames?: Maybe<Scalars['String']['output']>;
  profiles: Array<ProfileSummary>;
  showModalRankings: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Usuário; The sign-in name; kept as created. */
  userName: Scalars['String']['output'];
};

/** What createUser and updateUser write: a field User answers too is described on User (its label, format and allowed values). */
export type UserInput = {
  /** Senha atual; Asked when a user sets his own password. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Senha; Required on create; empty keeps it. Checked against the password policy. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  userName: Scalars['String']['input'];
};

export type UserPage = Page & {
  __typename?: 'UserPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<User>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type UserWithTask = {
  __typename?: 'UserWithTask';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  tasks: Scalars['Int']['output'];
  userName: Scalars['String']['output'];
};

/** A line of /financial/custVpc: a customer's approved VPC requests of one month (their period's start) and their NDs; money as decimal text. */
export type VpcCostRow = {
  __typename?: 'VpcCostRow';
  corporateName: Scalars['String']['output'];
  customerId: Scalars['ID']['output'];
  /** MM/YYYY. */
  month: Scalars['String']['output'];
  ndsValue: Scalars['String']['output'];
  requests: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

/** Solicitação de VPC (VPC, /financial/vpc). */
export type VpcRequest = {
  __typename?: 'VpcRequest';
  /** Verba; The budget an approved request spends from; none: no budget. */
  budgetId?: Maybe<Scalars['ID']['output']>;
  /** Verba */
  budgetName?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  corporateName?: Maybe<Scalars['String']['output']>;
  /** Cliente */
  customerId: Scalars['ID']['output'];
  /** NDs; Their codes, comma separated, in the order of their ids. */
  debitNoteCodes?: Maybe<Scalars['String']['output']>;
  /** NDs; The debit notes (of the request's customer) that back it. */
  debitNoteIds: Array<Scalars['ID']['output']>;
  /** Observação */
  description?: Maybe<Scalars['String']['output']>;
  /** Arquivo; The name of its file, once uploaded. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Início do período; YYYY-MM-DD */
  firstPeriod: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Fim do período; YYYY-MM-DD */
  lastPeriod: Scalars['String']['output'];
  /** Valor das NDs; a decimal string, 1234.56 */
  ndsValue?: Maybe<Scalars['String']['output']>;
  /** Número; VPC- and the id, six digits. */
  requestNumber?: Maybe<Scalars['String']['output']>;
  /** Solicitante */
  requesterName?: Maybe<Scalars['String']['output']>;
  /** Status; one of DRAFT, IN_APPROVAL, RETURNED, APPROVED, CANCELLED */
  status?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Valor da solicitação; a decimal string, 1234.56 */
  value: Scalars['String']['output'];
};

/** What createVpcRequest and updateVpcRequest write: a field VpcRequest answers too is described on VpcRequest (its label, format and allowed values). */
export type VpcRequestInput = {
  budgetId?: InputMaybe<Scalars['ID']['input']>;
  customerId: Scalars['ID']['input'];
  debitNoteIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  firstPeriod: Scalars['String']['input'];
  lastPeriod: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  value: Scalars['String']['input'];
};

export type VpcRequestPage = Page & {
  __typename?: 'VpcRequestPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<VpcRequest>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type WorkflowAction = {
  __typename?: 'WorkflowAction';
  effect: WorkflowActionEffect;
  executionOrder?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What an answer does: move on, return the record to the requester, or integrate approved items and return the rejected ones. */
export type WorkflowActionEffect =
  | 'ADVANCE'
  | 'APPROVE_ITEMS'
  | 'RETURN';

/** What the user may do now on the execution, decided by the workflow rules. */
export type WorkflowAllowed = {
  __typename?: 'WorkflowAllowed';
  agree: Scalars['Boolean']['output'];
  answer: Scalars['Boolean']['output'];
  assume: Scalars['Boolean']['output'];
  managerAssume: Scalars['Boolean']['output'];
  managerLeave: Scalars['Boolean']['output'];
  presidencyAnswer: Scalars['Boolean']['output'];
  saveDraft: Scalars['Boolean']['output'];
};

/** The workflow context a record page embeds (spec/02 §3). */
export type WorkflowContext = {
  __typename?: 'WorkflowContext';
  /** The answers the user may give now. */
  actions: Array<WorkflowAction>;
  agreeWithTask: Scalars['Boolean']['output'];
  allowed?: Maybe<WorkflowAllowed>;
  blockComponent: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  /** A new execution may start and this user may start it. */
  canStart: Scalars['Boolean']['output'];
  components: Array<TaskField>;
  currentStepId?: Maybe<Scalars['ID']['output']>;
  draft?: Maybe<Scalars['JSON']['output']>;
  executionWorkflowId?: Maybe<Scalars['ID']['output']>;
  history: Array<WorkflowHistoryEntry>;
  link?: Maybe<Scalars['String']['output']>;
  /** No execution runs for the record: a new one may start. */
  newExecution: Scalars['Boolean']['output'];
  registerId: Scalars['String']['output'];
  showConclude: Scalars['Boolean']['output'];
  status?: Maybe<WorkflowExecutionStatus>;
  steps: Array<WorkflowStep>;
  typeTitle?: Maybe<Scalars['String']['output']>;
  workflowTypeId: Scalars['ID']['output'];
};

export type WorkflowExecutionStatus =
  | 'COMPLETED'
  | 'DEACTIVATED'
  | 'IN_PROGRESS';

/** One execution of a record, for its workflow history. */
export type WorkflowExecutionSummary = {
  __typename?: 'WorkflowExecutionSummary';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  registerId: Scalars['String']['output'];
  requester: Scalars['String']['output'];
  status: WorkflowExecutionStatus;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
  workflowTitle: Scalars['String']['output'];
};

export type WorkflowHistoryEntry = {
  __typename?: 'WorkflowHistoryEntry';
  actedFor?: Maybe<Scalars['String']['output']>;
  action?: Maybe<Scalars['String']['output']>;
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  detail?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
};

/** Alçada (ALCADA, /financial/jurisdiction). */
export type WorkflowJurisdiction = {
  __typename?: 'WorkflowJurisdiction';
  active: Scalars['Boolean']['output'];
  /** Modo de aprovação */
  approvalModeId: Scalars['ID']['output'];
  /** Modo de aprovação */
  approvalModeName?: Maybe<Scalars['String']['output']>;
  /** Descrição */
  description: Scalars['String']['output'];
  /** Workflow financeiro; Its type's records are the Financeiro screens' (/financial/..., /fan): listed at /financial/jurisdiction. */
  financial: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Valor máximo; Empty: no upper bound.; a decimal string, 1234.56 */
  maxAmount?: Maybe<Scalars['String']['output']>;
  /** Valor mínimo; Empty: no lower bound.; a decimal string, 1234.56 */
  minAmount?: Maybe<Scalars['String']['output']>;
  /** Workflow */
  typeId: Scalars['ID']['output'];
  /** Workflow */
  typeTitle?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What createWorkflowJurisdiction and updateWorkflowJurisdiction write: a field WorkflowJurisdiction answers too is described on WorkflowJurisdiction (its label, format and allowed values). */
export type WorkflowJurisdictionInput = {
  /** Active unless false. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  approvalModeId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  maxAmount?: InputMaybe<Scalars['String']['input']>;
  minAmount?: InputMaybe<Scalars['String']['input']>;
  typeId: Scalars['ID']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type WorkflowJurisdictionPage = Page & {
  __typename?: 'WorkflowJurisdictionPage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<WorkflowJurisdiction>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type WorkflowRole = {
  __typename?: 'WorkflowRole';
  code: WorkflowRoleCode;
  id: Scalars['ID']['output'];
  managerName?: Maybe<Scalars['String']['output']>;
  managerUserId?: Maybe<Scalars['ID']['output']>;
  members: Array<WorkflowRoleMember>;
  name: Scalars['String']['output'];
};

export type WorkflowRoleCode =
  | 'APPROVER'
  | 'BOARD'
  | 'PRESIDENCY'
  | 'REGIONAL_MANAGER'
  | 'REQUESTER';

export type WorkflowRoleMember = {
  __typename?: 'WorkflowRoleMember';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The SLA of a workflow type's latest version: each task's hours and their sum. */
export type WorkflowSla = {
  __typename?: 'WorkflowSla';
  tasks: Array<WorkflowTaskSla>;
  totalHours: Scalars['Int']['output'];
  /** Null when the type has no version yet. */
  version?: Maybe<Scalars['Int']['output']>;
  workflowTypeId: Scalars['ID']['output'];
};

export type WorkflowStep = {
  __typename?: 'WorkflowStep';
  /** The absent user a substitute answered for. */
  actedFor?: Maybe<Scalars['String']['output']>;
  action?: Maybe<Scalars['String']['output']>;
  answeredBy?: Maybe<Scalars['String']['output']>;
  assignee?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  deadlineStatus: DeadlineStatus;
  dueAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  openedAt: Scalars['DateTime']['output'];
  rejectedItems: Array<Scalars['String']['output']>;
  round: Scalars['Int']['output'];
  status: WorkflowStepStatus;
  taskTitle: Scalars['String']['output'];
};

export type WorkflowStepStatus =
  | 'CANCELLED'
  | 'DONE'
  | 'OPEN'
  /** A task a running execution has not reached yet (task lists filtered by deadline status only). */
  | 'PROGRAMMED';

export type WorkflowTask = {
  __typename?: 'WorkflowTask';
  actionTitle: Scalars['String']['output'];
  actionTitleId: Scalars['ID']['output'];
  executionOrder: Scalars['Int']['output'];
  fields: Array<TaskField>;
  id: Scalars['ID']['output'];
  isEdit: Scalars['Boolean']['output'];
  roles: Array<WorkflowRoleCode>;
  slaHours: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  versionId: Scalars['ID']['output'];
};

export type WorkflowTaskInput = {
  actionTitleId: Scalars['ID']['input'];
  fields?: InputMaybe<Array<TaskFieldInput>>;
  isEdit: Scalars['Boolean']['input'];
  roles: Array<WorkflowRoleCode>;
  slaHours: Scalars['Int']['input'];
  title: Scalars['String']['input'];
};

export type WorkflowTaskSla = {
  __typename?: 'WorkflowTaskSla';
  executionOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  slaHours: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** Workflow (PAINEL_WORKFLOW, /administrative/workflowPanel). */
export type WorkflowType = {
  __typename?: 'WorkflowType';
  active: Scalars['Boolean']['output'];
  /** Código; How the engine and the records name the type (startWorkflowExecution), unique without case. */
  code: Scalars['String']['output'];
  /** Descrição */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Versão; The number of its latest version: new executions follow it. */
  latestVersion?: Maybe<Scalars['Int']['output']>;
  /** Rota do registro; The record's route; its tasks open at <recordPath>/workflow/<registerId>. */
  recordPath?: Maybe<Scalars['String']['output']>;
  /** Situações; The situations' names, comma separated. */
  situationNames?: Maybe<Scalars['String']['output']>;
  /** Módulo que pode iniciar; Starting an execution needs this module × WORKFLOW (empty: any signed-in user).; one of CONTROLE_DE_USUARIO, CONTROLE_DE_PERFIL, INSPETOR_DE_PERMISSOES, TABELA_DE_PRECO_ADM, MODO_DE_APROVACAO, PAINEL_WORKFLOW, CADASTRO_DE_SITUACAO, TITULO_DE_ACAO, PAINEL_DE_TAREFAS, TRANSFERENCIA_DE_TAREFAS, TAREFAS_ASSUMIDAS, TAREFAS_PENDENTES, EMPRESAS, SUBSTITUTOS, RELATORIO_SUBSTITUTOS, DOCUMENTACAO, CONFIGURACOES, SLA, WORKFLOW, TAREFAS, COMPRADORES, PRE_CADASTRO_CLIENTE, CLIENTES, CLIENTES_TOTVS, PROSPECCAO_CLIENTE, RELATORIO_CLIENTES, DASHBOARD_CLIENTES, PARAMETRIZACAO_FISCAL, PARAMETRIZACAO_CADASTRAL, HIERARQUIA_COMERCIAL, DOCUMENTOS_CLIENTE, REPRESENTANTES, PRE_CADASTRO_REPRESENTANTE, REPRESENTANTES_TOTVS, CONTRATO_REPRESENTANTE, DISTRATO, COMISSAO, VERBAS, ALCADA, VPC, CUSTO_VPC, TAREFAS_FINANCEIRO, BANCOS, TITULOS_A_RECEBER, SALDO_DE_VERBAS, DASHBOARD_VENDAS, FAN, CREDITO, NOTA_DE_DEBITO, TABELA_DE_PRECO, RELATORIO_TABELA_DE_PRECO, PEDIDOS, IMPORTACAO_PEDIDOS, APROVACAO_PEDIDOS, NEGOCIACOES, IMPORTACAO_NEGOCIACOES, LIBERACAO_DE_PRODUTOS, PRODUTOS, PRESIDENCIA, NEOGRID, CATALOGOS, SIMULACAO_DE_PRECO, CARRINHO_DE_PRODUTOS, LOGISTICA, METAS, RANKINGS, NOTIFICACOES, MURAL_DE_RECADOS, LEMBRETES, ARQUIVOS */
  startModule?: Maybe<Scalars['String']['output']>;
  /** Título */
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Situações; The ids of the situations the type offers (at least one). */
  workflowTypeSituations: Array<Scalars['ID']['output']>;
};

/** What createWorkflowType and updateWorkflowType write: a field WorkflowType answers too is described on WorkflowType (its label, format and allowed values). */
export type WorkflowTypeInput = {
  /** Active unless false. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  recordPath?: InputMaybe<Scalars['String']['input']>;
  startModule?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** The updatedAt read; a different one is a CONFLICT carrying the current record. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  workflowTypeSituations: Array<Scalars['ID']['input']>;
};

export type WorkflowTypePage = Page & {
  __typename?: 'WorkflowTypePage';
  /** Where the last row stands in the list's order: ListInput.after for the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  rows: Array<WorkflowType>;
  /** Where the first row stands in the list's order: ListInput.before for the previous page. */
  startCursor?: Maybe<Scalars['String']['output']>;
  /** true when totalRegisters is an estimate: the list counts exactly up to a bound (the orders' 10,000). */
  totalEstimated?: Maybe<Scalars['Boolean']['output']>;
  totalRegisters: Scalars['Int']['output'];
};

export type WorkflowTypeRef = {
  __typename?: 'WorkflowTypeRef';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Where its records open (/financial/vpc); null when it names none. */
  recordPath?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type WorkflowVersion = {
  __typename?: 'WorkflowVersion';
  createdAt: Scalars['DateTime']['output'];
  executions: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  tasks: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Page:
    | ( ActionTitlePage )
    | ( ApprovalModePage )
    | ( BankAccountPage )
    | ( BudgetMovementPage )
    | ( BudgetPage )
    | ( BudgetPricePage )
    | ( BudgetSchedulePage )
    | ( BuyerCustomerChoicePage )
    | ( BuyerPage )
    | ( CommissionLinePage )
    | ( CompanyChoicePage )
    | ( CompanyPage )
    | ( CustomerPage )
    | ( CustomerProspectPage )
    | ( CustomerReportPage )
    | ( DebitNotePage )
    | ( ErpClientPage )
    | ( ErpRepresentativePage )
    | ( FanPage )
    | ( HistoryPage )
    | ( ImportJobPage )
    | ( MessagePage )
    | ( MessageReaderPage )
    | ( NegotiationItemPage )
    | ( NegotiationPage )
    | ( NotificationPage )
    | ( OrderItemPage )
    | ( OrderPage )
    | ( OutboxPage )
    | ( PriceTableItemPage )
    | ( PriceTablePage )
    | ( PricingCustomerPage )
    | ( ProductPage )
    | ( ProductPricePage )
    | ( ProductReleaseItemPage )
    | ( ProductReleasePage )
    | ( ProfilePage )
    | ( ReceivablePage )
    | ( RepresentativeChoicePage )
    | ( RepresentativeContractPage )
    | ( RepresentativePage )
    | ( RepresentativeParameterPage )
    | ( SalesPriceTablePage )
    | ( SituationPage )
    | ( SubstitutePage )
    | ( SubstituteReportPage )
    | ( TaskItemPage )
    | ( UserPage )
    | ( VpcRequestPage )
    | ( WorkflowJurisdictionPage )
    | ( WorkflowTypePage )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Access: ResolverTypeWrapper<Access>;
  AccessException: ResolverTypeWrapper<AccessException>;
  AccessModule: ResolverTypeWrapper<AccessModule>;
  AccessOutcome: AccessOutcome;
  AccessSet: ResolverTypeWrapper<AccessSet>;
  AccessVerdict: ResolverTypeWrapper<AccessVerdict>;
  Action: Action;
  ActionExplanation: ResolverTypeWrapper<ActionExplanation>;
  ActionTitle: ResolverTypeWrapper<ActionTitle>;
  ActionTitleInput: ActionTitleInput;
  ActionTitlePage: ResolverTypeWrapper<ActionTitlePage>;
  AnswerWorkflowInput: AnswerWorkflowInput;
  AppSettings: ResolverTypeWrapper<AppSettings>;
  ApprovalMode: ResolverTypeWrapper<ApprovalMode>;
  ApprovalModeInput: ApprovalModeInput;
  ApprovalModePage: ResolverTypeWrapper<ApprovalModePage>;
  ApprovedItemInput: ApprovedItemInput;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  BankAccountInput: BankAccountInput;
  BankAccountPage: ResolverTypeWrapper<BankAccountPage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Budget: ResolverTypeWrapper<Budget>;
  BudgetBalanceRow: ResolverTypeWrapper<BudgetBalanceRow>;
  BudgetInput: BudgetInput;
  BudgetMovement: ResolverTypeWrapper<BudgetMovement>;
  BudgetMovementInput: BudgetMovementInput;
  BudgetMovementPage: ResolverTypeWrapper<BudgetMovementPage>;
  BudgetPage: ResolverTypeWrapper<BudgetPage>;
  BudgetPrice: ResolverTypeWrapper<BudgetPrice>;
  BudgetPriceInput: BudgetPriceInput;
  BudgetPricePage: ResolverTypeWrapper<BudgetPricePage>;
  BudgetSchedule: ResolverTypeWrapper<BudgetSchedule>;
  BudgetScheduleInput: BudgetScheduleInput;
  BudgetSchedulePage: ResolverTypeWrapper<BudgetSchedulePage>;
  BudgetValidation: ResolverTypeWrapper<BudgetValidation>;
  Buyer: ResolverTypeWrapper<Buyer>;
  BuyerCustomerChoice: ResolverTypeWrapper<BuyerCustomerChoice>;
  BuyerCustomerChoicePage: ResolverTypeWrapper<BuyerCustomerChoicePage>;
  BuyerInput: BuyerInput;
  BuyerPage: ResolverTypeWrapper<BuyerPage>;
  BuyerRef: ResolverTypeWrapper<BuyerRef>;
  ChangeRequest: ResolverTypeWrapper<ChangeRequest>;
  ChangeRequester: ResolverTypeWrapper<ChangeRequester>;
  CommissionLine: ResolverTypeWrapper<CommissionLine>;
  CommissionLinePage: ResolverTypeWrapper<CommissionLinePage>;
  CommissionMonth: ResolverTypeWrapper<CommissionMonth>;
  Company: ResolverTypeWrapper<Company>;
  CompanyChoice: ResolverTypeWrapper<CompanyChoice>;
  CompanyChoicePage: ResolverTypeWrapper<CompanyChoicePage>;
  CompanyInput: CompanyInput;
  CompanyPage: ResolverTypeWrapper<CompanyPage>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerAssignmentInput: CustomerAssignmentInput;
  CustomerBusinessHierarchy: ResolverTypeWrapper<CustomerBusinessHierarchy>;
  CustomerBusinessHierarchyInput: CustomerBusinessHierarchyInput;
  CustomerCnpjLookup: ResolverTypeWrapper<CustomerCnpjLookup>;
  CustomerCount: ResolverTypeWrapper<CustomerCount>;
  CustomerDashboard: ResolverTypeWrapper<CustomerDashboard>;
  CustomerDocument: ResolverTypeWrapper<CustomerDocument>;
  CustomerDocumentInput: CustomerDocumentInput;
  CustomerFiscalParameters: ResolverTypeWrapper<CustomerFiscalParameters>;
  CustomerFiscalParametersInput: CustomerFiscalParametersInput;
  CustomerInput: CustomerInput;
  CustomerLookup: ResolverTypeWrapper<CustomerLookup>;
  CustomerMatrix: ResolverTypeWrapper<CustomerMatrix>;
  CustomerNatureTaxOperation: ResolverTypeWrapper<CustomerNatureTaxOperation>;
  CustomerNatureTaxOperationInput: CustomerNatureTaxOperationInput;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  CustomerPriceTable: ResolverTypeWrapper<CustomerPriceTable>;
  CustomerProspect: ResolverTypeWrapper<CustomerProspect>;
  CustomerProspectPage: ResolverTypeWrapper<CustomerProspectPage>;
  CustomerRegistration: ResolverTypeWrapper<CustomerRegistration>;
  CustomerRegistrationInput: CustomerRegistrationInput;
  CustomerReportPage: ResolverTypeWrapper<CustomerReportPage>;
  CustomerReportRow: ResolverTypeWrapper<CustomerReportRow>;
  CustomerRow: ResolverTypeWrapper<CustomerRow>;
  CustomerShortName: ResolverTypeWrapper<CustomerShortName>;
  CustomerSummary: ResolverTypeWrapper<CustomerSummary>;
  CustomersReassigned: ResolverTypeWrapper<CustomersReassigned>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeadlineStatus: DeadlineStatus;
  DebitNote: ResolverTypeWrapper<DebitNote>;
  DebitNoteInput: DebitNoteInput;
  DebitNotePage: ResolverTypeWrapper<DebitNotePage>;
  EmbedToken: ResolverTypeWrapper<EmbedToken>;
  ErpClient: ResolverTypeWrapper<ErpClient>;
  ErpClientPage: ResolverTypeWrapper<ErpClientPage>;
  ErpClientStatus: ErpClientStatus;
  ErpClientSummary: ResolverTypeWrapper<ErpClientSummary>;
  ErpOrder: ResolverTypeWrapper<ErpOrder>;
  ErpOrderStatus: ErpOrderStatus;
  ErpRepresentative: ResolverTypeWrapper<ErpRepresentative>;
  ErpRepresentativePage: ResolverTypeWrapper<ErpRepresentativePage>;
  Fan: ResolverTypeWrapper<Fan>;
  FanDocument: ResolverTypeWrapper<FanDocument>;
  FanDocumentInput: FanDocumentInput;
  FanInput: FanInput;
  FanPage: ResolverTypeWrapper<FanPage>;
  Favorite: ResolverTypeWrapper<Favorite>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FileInfo: ResolverTypeWrapper<FileInfo>;
  FileRef: ResolverTypeWrapper<FileRef>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormCache: ResolverTypeWrapper<FormCache>;
  FormCacheInput: FormCacheInput;
  HaveBuyer: ResolverTypeWrapper<HaveBuyer>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  HistoryPage: ResolverTypeWrapper<HistoryPage>;
  HistoryUser: ResolverTypeWrapper<HistoryUser>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportJob: ResolverTypeWrapper<ImportJob>;
  ImportJobPage: ResolverTypeWrapper<ImportJobPage>;
  ImportKind: ImportKind;
  ImportMode: ImportMode;
  ImportProgress: ResolverTypeWrapper<ImportProgress>;
  ImportStatus: ImportStatus;
  InspectedProfile: ResolverTypeWrapper<InspectedProfile>;
  InspectedRoute: ResolverTypeWrapper<InspectedRoute>;
  InspectedUser: ResolverTypeWrapper<InspectedUser>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  ListFilter: ListFilter;
  ListInput: ListInput;
  LoginLock: ResolverTypeWrapper<LoginLock>;
  Message: ResolverTypeWrapper<Message>;
  MessagePage: ResolverTypeWrapper<MessagePage>;
  MessageReader: ResolverTypeWrapper<MessageReader>;
  MessageReaderPage: ResolverTypeWrapper<MessageReaderPage>;
  MessageReceived: ResolverTypeWrapper<MessageReceived>;
  MessageSent: ResolverTypeWrapper<MessageSent>;
  MessageUser: ResolverTypeWrapper<MessageUser>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Negotiation: ResolverTypeWrapper<Negotiation>;
  NegotiationBudget: ResolverTypeWrapper<NegotiationBudget>;
  NegotiationInput: NegotiationInput;
  NegotiationItem: ResolverTypeWrapper<NegotiationItem>;
  NegotiationItemInput: NegotiationItemInput;
  NegotiationItemPage: ResolverTypeWrapper<NegotiationItemPage>;
  NegotiationLink: ResolverTypeWrapper<NegotiationLink>;
  NegotiationLinks: ResolverTypeWrapper<NegotiationLinks>;
  NegotiationPage: ResolverTypeWrapper<NegotiationPage>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationBody: ResolverTypeWrapper<NotificationBody>;
  NotificationConfig: ResolverTypeWrapper<NotificationConfig>;
  NotificationConfigInput: NotificationConfigInput;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationProcess: ResolverTypeWrapper<NotificationProcess>;
  Order: ResolverTypeWrapper<Order>;
  OrderBulkInput: OrderBulkInput;
  OrderBulkItemInput: OrderBulkItemInput;
  OrderInput: OrderInput;
  OrderInvoiceInput: OrderInvoiceInput;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderItemDecisionInput: OrderItemDecisionInput;
  OrderItemInput: OrderItemInput;
  OrderItemPage: ResolverTypeWrapper<OrderItemPage>;
  OrderNegotiation: ResolverTypeWrapper<OrderNegotiation>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrdersImportProgress: ResolverTypeWrapper<OrdersImportProgress>;
  OutboxMail: ResolverTypeWrapper<OutboxMail>;
  OutboxPage: ResolverTypeWrapper<OutboxPage>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  PermissionInspection: ResolverTypeWrapper<PermissionInspection>;
  PriceSimulation: ResolverTypeWrapper<PriceSimulation>;
  PriceSimulationInput: PriceSimulationInput;
  PriceSimulationLineInput: PriceSimulationLineInput;
  PriceTable: ResolverTypeWrapper<PriceTable>;
  PriceTableInput: PriceTableInput;
  PriceTableItem: ResolverTypeWrapper<PriceTableItem>;
  PriceTableItemInput: PriceTableItemInput;
  PriceTableItemPage: ResolverTypeWrapper<PriceTableItemPage>;
  PriceTablePage: ResolverTypeWrapper<PriceTablePage>;
  PricingCustomer: ResolverTypeWrapper<PricingCustomer>;
  PricingCustomerPage: ResolverTypeWrapper<PricingCustomerPage>;
  Product: ResolverTypeWrapper<Product>;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<ProductPage>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductPricePage: ResolverTypeWrapper<ProductPricePage>;
  ProductRelease: ResolverTypeWrapper<ProductRelease>;
  ProductReleaseFile: ResolverTypeWrapper<ProductReleaseFile>;
  ProductReleaseInput: ProductReleaseInput;
  ProductReleaseItem: ResolverTypeWrapper<ProductReleaseItem>;
  ProductReleaseItemInput: ProductReleaseItemInput;
  ProductReleaseItemPage: ResolverTypeWrapper<ProductReleaseItemPage>;
  ProductReleasePage: ResolverTypeWrapper<ProductReleasePage>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileBulkInput: ProfileBulkInput;
  ProfileInput: ProfileInput;
  ProfileOption: ResolverTypeWrapper<ProfileOption>;
  ProfilePage: ResolverTypeWrapper<ProfilePage>;
  ProfileSummary: ResolverTypeWrapper<ProfileSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Receivable: ResolverTypeWrapper<Receivable>;
  ReceivableInput: ReceivableInput;
  ReceivablePage: ResolverTypeWrapper<ReceivablePage>;
  Reminder: ResolverTypeWrapper<Reminder>;
  ReportDetail: ResolverTypeWrapper<ReportDetail>;
  ReportEmbed: ResolverTypeWrapper<ReportEmbed>;
  Representative: ResolverTypeWrapper<Representative>;
  RepresentativeAction: ResolverTypeWrapper<RepresentativeAction>;
  RepresentativeChoice: ResolverTypeWrapper<RepresentativeChoice>;
  RepresentativeChoicePage: ResolverTypeWrapper<RepresentativeChoicePage>;
  RepresentativeConcluded: ResolverTypeWrapper<RepresentativeConcluded>;
  RepresentativeContract: ResolverTypeWrapper<RepresentativeContract>;
  RepresentativeContractInput: RepresentativeContractInput;
  RepresentativeContractPage: ResolverTypeWrapper<RepresentativeContractPage>;
  RepresentativeCustomer: ResolverTypeWrapper<RepresentativeCustomer>;
  RepresentativeDeactivated: ResolverTypeWrapper<RepresentativeDeactivated>;
  RepresentativeDistrato: ResolverTypeWrapper<RepresentativeDistrato>;
  RepresentativeInput: RepresentativeInput;
  RepresentativePage: ResolverTypeWrapper<RepresentativePage>;
  RepresentativeParameter: ResolverTypeWrapper<RepresentativeParameter>;
  RepresentativeParameterInput: RepresentativeParameterInput;
  RepresentativeParameterPage: ResolverTypeWrapper<RepresentativeParameterPage>;
  SalesDashboard: ResolverTypeWrapper<SalesDashboard>;
  SalesPriceTable: ResolverTypeWrapper<SalesPriceTable>;
  SalesPriceTablePage: ResolverTypeWrapper<SalesPriceTablePage>;
  SalesRow: ResolverTypeWrapper<SalesRow>;
  SaveMessageInput: SaveMessageInput;
  SavedGridView: ResolverTypeWrapper<SavedGridView>;
  SearchGroup: ResolverTypeWrapper<SearchGroup>;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SendNotificationInput: SendNotificationInput;
  SimulatedPrice: ResolverTypeWrapper<SimulatedPrice>;
  SinglePriceSimulation: ResolverTypeWrapper<SinglePriceSimulation>;
  Situation: ResolverTypeWrapper<Situation>;
  SituationInput: SituationInput;
  SituationPage: ResolverTypeWrapper<SituationPage>;
  SortDirection: SortDirection;
  StartWorkflowInput: StartWorkflowInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Substitute: ResolverTypeWrapper<Substitute>;
  SubstituteInput: SubstituteInput;
  SubstitutePage: ResolverTypeWrapper<SubstitutePage>;
  SubstituteReportPage: ResolverTypeWrapper<SubstituteReportPage>;
  SubstituteReportRow: ResolverTypeWrapper<SubstituteReportRow>;
  TaskField: ResolverTypeWrapper<TaskField>;
  TaskFieldInput: TaskFieldInput;
  TaskItem: ResolverTypeWrapper<TaskItem>;
  TaskItemPage: ResolverTypeWrapper<TaskItemPage>;
  TaskScope: TaskScope;
  UpdateFileMetadataInput: UpdateFileMetadataInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<User>;
  UserInput: UserInput;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserWithTask: ResolverTypeWrapper<UserWithTask>;
  VpcCostRow: ResolverTypeWrapper<VpcCostRow>;
  VpcRequest: ResolverTypeWrapper<VpcRequest>;
  VpcRequestInput: VpcRequestInput;
  VpcRequestPage: ResolverTypeWrapper<VpcRequestPage>;
  WorkflowAction: ResolverTypeWrapper<WorkflowAction>;
  WorkflowActionEffect: WorkflowActionEffect;
  WorkflowAllowed: ResolverTypeWrapper<WorkflowAllowed>;
  WorkflowContext: ResolverTypeWrapper<WorkflowContext>;
  WorkflowExecutionStatus: WorkflowExecutionStatus;
  WorkflowExecutionSummary: ResolverTypeWrapper<WorkflowExecutionSummary>;
  WorkflowHistoryEntry: ResolverTypeWrapper<WorkflowHistoryEntry>;
  WorkflowJurisdiction: ResolverTypeWrapper<WorkflowJurisdiction>;
  WorkflowJurisdictionInput: WorkflowJurisdictionInput;
  WorkflowJurisdictionPage: ResolverTypeWrapper<WorkflowJurisdictionPage>;
  WorkflowRole: ResolverTypeWrapper<WorkflowRole>;
  WorkflowRoleCode: WorkflowRoleCode;
  WorkflowRoleMember: ResolverTypeWrapper<WorkflowRoleMember>;
  WorkflowSla: ResolverTypeWrapper<WorkflowSla>;
  WorkflowStep: ResolverTypeWrapper<WorkflowStep>;
  WorkflowStepStatus: WorkflowStepStatus;
  WorkflowTask: ResolverTypeWrapper<WorkflowTask>;
  WorkflowTaskInput: WorkflowTaskInput;
  WorkflowTaskSla: ResolverTypeWrapper<WorkflowTaskSla>;
  WorkflowType: ResolverTypeWrapper<WorkflowType>;
  WorkflowTypeInput: WorkflowTypeInput;
  WorkflowTypePage: ResolverTypeWrapper<WorkflowTypePage>;
  WorkflowTypeRef: ResolverTypeWrapper<WorkflowTypeRef>;
  WorkflowVersion: ResolverTypeWrapper<WorkflowVersion>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Access: Access;
  AccessException: AccessException;
  AccessModule: AccessModule;
  AccessSet: AccessSet;
  AccessVerdict: AccessVerdict;
  ActionExplanation: ActionExplanation;
  ActionTitle: ActionTitle;
  ActionTitleInput: ActionTitleInput;
  ActionTitlePage: ActionTitlePage;
  AnswerWorkflowInput: AnswerWorkflowInput;
  AppSettings: AppSettings;
  ApprovalMode: ApprovalMode;
  ApprovalModeInput: ApprovalModeInput;
  ApprovalModePage: ApprovalModePage;
  ApprovedItemInput: ApprovedItemInput;
  AuthPayload: AuthPayload;
  BankAccount: BankAccount;
  BankAccountInput: BankAccountInput;
  BankAccountPage: BankAccountPage;
  Boolean: Scalars['Boolean']['output'];
  Budget: Budget;
  BudgetBalanceRow: BudgetBalanceRow;
  BudgetInput: BudgetInput;
  BudgetMovement: BudgetMovement;
  BudgetMovementInput: BudgetMovementInput;
  BudgetMovementPage: BudgetMovementPage;
  BudgetPage: BudgetPage;
  BudgetPrice: BudgetPrice;
  BudgetPriceInput: BudgetPriceInput;
  BudgetPricePage: BudgetPricePage;
  BudgetSchedule: BudgetSchedule;
  BudgetScheduleInput: BudgetScheduleInput;
  BudgetSchedulePage: BudgetSchedulePage;
  BudgetValidation: BudgetValidation;
  Buyer: Buyer;
  BuyerCustomerChoice: BuyerCustomerChoice;
  BuyerCustomerChoicePage: BuyerCustomerChoicePage;
  BuyerInput: BuyerInput;
  BuyerPage: BuyerPage;
  BuyerRef: BuyerRef;
  ChangeRequest: ChangeRequest;
  ChangeRequester: ChangeRequester;
  CommissionLine: CommissionLine;
  CommissionLinePage: CommissionLinePage;
  CommissionMonth: CommissionMonth;
  Company: Company;
  CompanyChoice: CompanyChoice;
  CompanyChoicePage: CompanyChoicePage;
  CompanyInput: CompanyInput;
  CompanyPage: CompanyPage;
  Customer: Customer;
  CustomerAssignmentInput: CustomerAssignmentInput;
  CustomerBusinessHierarchy: CustomerBusinessHierarchy;
  CustomerBusinessHierarchyInput: CustomerBusinessHierarchyInput;
  CustomerCnpjLookup: CustomerCnpjLookup;
  CustomerCount: CustomerCount;
  CustomerDashboard: CustomerDashboard;
  CustomerDocument: CustomerDocument;
  CustomerDocumentInput: CustomerDocumentInput;
  CustomerFiscalParameters: CustomerFiscalParameters;
  CustomerFiscalParametersInput: CustomerFiscalParametersInput;
  CustomerInput: CustomerInput;
  CustomerLookup: CustomerLookup;
  CustomerMatrix: CustomerMatrix;
  CustomerNatureTaxOperation: CustomerNatureTaxOperation;
  CustomerNatureTaxOperationInput: CustomerNatureTaxOperationInput;
  CustomerPage: CustomerPage;
  CustomerPriceTable: CustomerPriceTable;
  CustomerProspect: CustomerProspect;
  CustomerProspectPage: CustomerProspectPage;
  CustomerRegistration: CustomerRegistration;
  CustomerRegistrationInput: CustomerRegistrationInput;
  CustomerReportPage: CustomerReportPage;
  CustomerReportRow: CustomerReportRow;
  CustomerRow: CustomerRow;
  CustomerShortName: CustomerShortName;
  CustomerSummary: CustomerSummary;
  CustomersReassigned: CustomersReassigned;
  DateTime: Scalars['DateTime']['output'];
  DebitNote: DebitNote;
  DebitNoteInput: DebitNoteInput;
  DebitNotePage: DebitNotePage;
  EmbedToken: EmbedToken;
  ErpClient: ErpClient;
  ErpClientPage: ErpClientPage;
  ErpClientSummary: ErpClientSummary;
  ErpOrder: ErpOrder;
  ErpRepresentative: ErpRepresentative;
  ErpRepresentativePage: ErpRepresentativePage;
  Fan: Fan;
  FanDocument: FanDocument;
  FanDocumentInput: FanDocumentInput;
  FanInput: FanInput;
  FanPage: FanPage;
  Favorite: Favorite;
  FieldChange: FieldChange;
  FileInfo: FileInfo;
  FileRef: FileRef;
  Float: Scalars['Float']['output'];
  FormCache: FormCache;
  FormCacheInput: FormCacheInput;
  HaveBuyer: HaveBuyer;
  HistoryEntry: HistoryEntry;
  HistoryPage: HistoryPage;
  HistoryUser: HistoryUser;
  ID: Scalars['ID']['output'];
  ImportJob: ImportJob;
  ImportJobPage: ImportJobPage;
  ImportProgress: ImportProgress;
  InspectedProfile: InspectedProfile;
  InspectedRoute: InspectedRoute;
  InspectedUser: InspectedUser;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  ListFilter: ListFilter;
  ListInput: ListInput;
  LoginLock: LoginLock;
  Message: Message;
  MessagePage: MessagePage;
  MessageReader: MessageReader;
  MessageReaderPage: MessageReaderPage;
  MessageReceived: MessageReceived;
  MessageSent: MessageSent;
  MessageUser: MessageUser;
  Mutation: Record<PropertyKey, never>;
  Negotiation: Negotiation;
  NegotiationBudget: NegotiationBudget;
  NegotiationInput: NegotiationInput;
  NegotiationItem: NegotiationItem;
  NegotiationItemInput: NegotiationItemInput;
  NegotiationItemPage: NegotiationItemPage;
  NegotiationLink: NegotiationLink;
  NegotiationLinks: NegotiationLinks;
  NegotiationPage: NegotiationPage;
  Notification: Notification;
  NotificationBody: NotificationBody;
  NotificationConfig: NotificationConfig;
  NotificationConfigInput: NotificationConfigInput;
  NotificationPage: NotificationPage;
  NotificationProcess: NotificationProcess;
  Order: Order;
  OrderBulkInput: OrderBulkInput;
  OrderBulkItemInput: OrderBulkItemInput;
  OrderInput: OrderInput;
  OrderInvoiceInput: OrderInvoiceInput;
  OrderItem: OrderItem;
  OrderItemDecisionInput: OrderItemDecisionInput;
  OrderItemInput: OrderItemInput;
  OrderItemPage: OrderItemPage;
  OrderNegotiation: OrderNegotiation;
  OrderPage: OrderPage;
  OrdersImportProgress: OrdersImportProgress;
  OutboxMail: OutboxMail;
  OutboxPage: OutboxPage;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  PermissionInspection: PermissionInspection;
  PriceSimulation: PriceSimulation;
  PriceSimulationInput: PriceSimulationInput;
  PriceSimulationLineInput: PriceSimulationLineInput;
  PriceTable: PriceTable;
  PriceTableInput: PriceTableInput;
  PriceTableItem: PriceTableItem;
  PriceTableItemInput: PriceTableItemInput;
  PriceTableItemPage: PriceTableItemPage;
  PriceTablePage: PriceTablePage;
  PricingCustomer: PricingCustomer;
  PricingCustomerPage: PricingCustomerPage;
  Product: Product;
  ProductInput: ProductInput;
  ProductPage: ProductPage;
  ProductPrice: ProductPrice;
  ProductPricePage: ProductPricePage;
  ProductRelease: ProductRelease;
  ProductReleaseFile: ProductReleaseFile;
  ProductReleaseInput: ProductReleaseInput;
  ProductReleaseItem: ProductReleaseItem;
  ProductReleaseItemInput: ProductReleaseItemInput;
  ProductReleaseItemPage: ProductReleaseItemPage;
  ProductReleasePage: ProductReleasePage;
  Profile: Profile;
  ProfileBulkInput: ProfileBulkInput;
  ProfileInput: ProfileInput;
  ProfileOption: ProfileOption;
  ProfilePage: ProfilePage;
  ProfileSummary: ProfileSummary;
  Query: Record<PropertyKey, never>;
  Receivable: Receivable;
  ReceivableInput: ReceivableInput;
  ReceivablePage: ReceivablePage;
  Reminder: Reminder;
  ReportDetail: ReportDetail;
  ReportEmbed: ReportEmbed;
  Representative: Representative;
  RepresentativeAction: RepresentativeAction;
  RepresentativeChoice: RepresentativeChoice;
  RepresentativeChoicePage: RepresentativeChoicePage;
  RepresentativeConcluded: RepresentativeConcluded;
  RepresentativeContract: RepresentativeContract;
  RepresentativeContractInput: RepresentativeContractInput;
  RepresentativeContractPage: RepresentativeContractPage;
  RepresentativeCustomer: RepresentativeCustomer;
  RepresentativeDeactivated: RepresentativeDeactivated;
  RepresentativeDistrato: RepresentativeDistrato;
  RepresentativeInput: RepresentativeInput;
  RepresentativePage: RepresentativePage;
  RepresentativeParameter: RepresentativeParameter;
  RepresentativeParameterInput: RepresentativeParameterInput;
  RepresentativeParameterPage: RepresentativeParameterPage;
  SalesDashboard: SalesDashboard;
  SalesPriceTable: SalesPriceTable;
  SalesPriceTablePage: SalesPriceTablePage;
  SalesRow: SalesRow;
  SaveMessageInput: SaveMessageInput;
  SavedGridView: SavedGridView;
  SearchGroup: SearchGroup;
  SearchHit: SearchHit;
  SendNotificationInput: SendNotificationInput;
  SimulatedPrice: SimulatedPrice;
  SinglePriceSimulation: SinglePriceSimulation;
  Situation: Situation;
  SituationInput: SituationInput;
  SituationPage: SituationPage;
  StartWorkflowInput: StartWorkflowInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Substitute: Substitute;
  SubstituteInput: SubstituteInput;
  SubstitutePage: SubstitutePage;
  SubstituteReportPage: SubstituteReportPage;
  SubstituteReportRow: SubstituteReportRow;
  TaskField: TaskField;
  TaskFieldInput: TaskFieldInput;
  TaskItem: TaskItem;
  TaskItemPage: TaskItemPage;
  UpdateFileMetadataInput: UpdateFileMetadataInput;
  UpdateUserInput: UpdateUserInput;
  User: User;
  UserInput: UserInput;
  UserPage: UserPage;
  UserWithTask: UserWithTask;
  VpcCostRow: VpcCostRow;
  VpcRequest: VpcRequest;
  VpcRequestInput: VpcRequestInput;
  VpcRequestPage: VpcRequestPage;
  WorkflowAction: WorkflowAction;
  WorkflowAllowed: WorkflowAllowed;
  WorkflowContext: WorkflowContext;
  WorkflowExecutionSummary: WorkflowExecutionSummary;
  WorkflowHistoryEntry: WorkflowHistoryEntry;
  WorkflowJurisdiction: WorkflowJurisdiction;
  WorkflowJurisdictionInput: WorkflowJurisdictionInput;
  WorkflowJurisdictionPage: WorkflowJurisdictionPage;
  WorkflowRole: WorkflowRole;
  WorkflowRoleMember: WorkflowRoleMember;
  WorkflowSla: WorkflowSla;
  WorkflowStep: WorkflowStep;
  WorkflowTask: WorkflowTask;
  WorkflowTaskInput: WorkflowTaskInput;
  WorkflowTaskSla: WorkflowTaskSla;
  WorkflowType: WorkflowType;
  WorkflowTypeInput: WorkflowTypeInput;
  WorkflowTypePage: WorkflowTypePage;
  WorkflowTypeRef: WorkflowTypeRef;
  WorkflowVersion: WorkflowVersion;
}>;

export type AccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Access'] = ResolversParentTypes['Access']> = ResolversObject<{
  exceptions?: Resolver<Array<ResolversTypes['AccessException']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AccessExceptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessException'] = ResolversParentTypes['AccessException']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['Action'], ParentType, ContextType>;
}>;

export type AccessModuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessModule'] = ResolversParentTypes['AccessModule']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccessSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessSet'] = ResolversParentTypes['AccessSet']> = ResolversObject<{
  accesses?: Resolver<Array<ResolversTypes['Access']>, ParentType, ContextType>;
  global?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AccessVerdictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessVerdict'] = ResolversParentTypes['AccessVerdict']> = ResolversObject<{
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AccessOutcome'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActionExplanationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionExplanation'] = ResolversParentTypes['ActionExplanation']> = ResolversObject<{
  action?: Resolver<ResolversTypes['Action'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  global?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verdicts?: Resolver<Array<ResolversTypes['AccessVerdict']>, ParentType, ContextType>;
}>;

export type ActionTitleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionTitle'] = ResolversParentTypes['ActionTitle']> = ResolversObject<{
  actionNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['WorkflowAction']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ActionTitlePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionTitlePage'] = ResolversParentTypes['ActionTitlePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ActionTitle']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AppSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppSettings'] = ResolversParentTypes['AppSettings']> = ResolversObject<{
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApprovalModeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApprovalMode'] = ResolversParentTypes['ApprovalMode']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approverCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approverDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approverNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approverUsers?: Resolver<Array<ResolversTypes['WorkflowRoleMember']>, ParentType, ContextType>;
  approvers?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ApprovalModePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApprovalModePage'] = ResolversParentTypes['ApprovalModePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ApprovalMode']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysPasswordExpired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  passwordExpiresInDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BankAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = ResolversObject<{
  accountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changeByRequest?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingChange?: Resolver<Maybe<ResolversTypes['ChangeRequest']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BankAccountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccountPage'] = ResolversParentTypes['BankAccountPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BudgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Budget'] = ResolversParentTypes['Budget']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMovement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BudgetBalanceRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetBalanceRow'] = ResolversParentTypes['BudgetBalanceRow']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credited?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BudgetMovementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetMovement'] = ResolversParentTypes['BudgetMovement']> = ResolversObject<{
  balanceAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  movedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  movementNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BudgetMovementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetMovementPage'] = ResolversParentTypes['BudgetMovementPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BudgetMovement']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BudgetPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetPage'] = ResolversParentTypes['BudgetPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BudgetPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetPrice'] = ResolversParentTypes['BudgetPrice']> = ResolversObject<{
  budgetCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fanValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fundsValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percFan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percVpc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vpcValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BudgetPricePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetPricePage'] = ResolversParentTypes['BudgetPricePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BudgetPrice']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BudgetScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetSchedule'] = ResolversParentTypes['BudgetSchedule']> = ResolversObject<{
  assessmentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  budgetCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BudgetSchedulePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetSchedulePage'] = ResolversParentTypes['BudgetSchedulePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BudgetSchedule']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BudgetValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BudgetValidation'] = ResolversParentTypes['BudgetValidation']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  budgetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  budgetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enough?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BuyerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Buyer'] = ResolversParentTypes['Buyer']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changeByRequest?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cpf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  main?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingChange?: Resolver<Maybe<ResolversTypes['ChangeRequest']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BuyerCustomerChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyerCustomerChoice'] = ResolversParentTypes['BuyerCustomerChoice']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BuyerCustomerChoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyerCustomerChoicePage'] = ResolversParentTypes['BuyerCustomerChoicePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['BuyerCustomerChoice']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BuyerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyerPage'] = ResolversParentTypes['BuyerPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Buyer']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BuyerRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyerRef'] = ResolversParentTypes['BuyerRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChangeRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeRequest'] = ResolversParentTypes['ChangeRequest']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['ChangeRequester'], ParentType, ContextType>;
}>;

export type ChangeRequesterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeRequester'] = ResolversParentTypes['ChangeRequester']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommissionLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommissionLine'] = ResolversParentTypes['CommissionLine']> = ResolversObject<{
  base?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommissionLinePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommissionLinePage'] = ResolversParentTypes['CommissionLinePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['CommissionLine']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CommissionMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommissionMonth'] = ResolversParentTypes['CommissionMonth']> = ResolversObject<{
  base?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bankAccountCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changeByRequest?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingChange?: Resolver<Maybe<ResolversTypes['ChangeRequest']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateRegistration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CompanyChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyChoice'] = ResolversParentTypes['CompanyChoice']> = ResolversObject<{
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CompanyChoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyChoicePage'] = ResolversParentTypes['CompanyChoicePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['CompanyChoice']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyPage'] = ResolversParentTypes['CompanyPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  activityBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankInstruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessHierarchy?: Resolver<Maybe<ResolversTypes['CustomerBusinessHierarchy']>, ParentType, ContextType>;
  buysSpecificBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  calculatesFine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkSerasa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkSupplier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commercialPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyCnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  complement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  crmTable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doNotRetainIcms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['CustomerDocument']>, ParentType, ContextType>;
  employees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  executionWorkflowId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fiscalParameters?: Resolver<ResolversTypes['CustomerFiscalParameters'], ParentType, ContextType>;
  generatesDebitNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icmsSubstitute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icmsTaxpayer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  implantationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  initialContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ipiSuspensionOptant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issuesBankSlip?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  natureTaxOperations?: Resolver<Array<ResolversTypes['CustomerNatureTaxOperation']>, ParentType, ContextType>;
  nonCumulative100?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceTable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceTableId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priceTableRelated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceTableRelatedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receivesNfe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receivesSciInformation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['CustomerRegistration']>, ParentType, ContextType>;
  representativeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retentionAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revenueLast12Months?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  riskClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  simpleClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  socialCapital?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  standardIncome?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stateRegistration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suframa?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suggestedLimit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxRegime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  withholdsTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CustomerBusinessHierarchyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerBusinessHierarchy'] = ResolversParentTypes['CustomerBusinessHierarchy']> = ResolversObject<{
  board?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionalManagerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  regionalManagerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supervisor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerCnpjLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerCnpjLookup'] = ResolversParentTypes['CustomerCnpjLookup']> = ResolversObject<{
  matrix?: Resolver<Maybe<ResolversTypes['CustomerMatrix']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerCount'] = ResolversParentTypes['CustomerCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerDashboard'] = ResolversParentTypes['CustomerDashboard']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byRegion?: Resolver<Array<ResolversTypes['CustomerCount']>, ParentType, ContextType>;
  byRiskClass?: Resolver<Array<ResolversTypes['CustomerCount']>, ParentType, ContextType>;
  byState?: Resolver<Array<ResolversTypes['CustomerCount']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['CustomerCount']>, ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newPerMonth?: Resolver<Array<ResolversTypes['CustomerCount']>, ParentType, ContextType>;
  newThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prospects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CustomerDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerDocument'] = ResolversParentTypes['CustomerDocument']> = ResolversObject<{
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  observation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerFiscalParametersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerFiscalParameters'] = ResolversParentTypes['CustomerFiscalParameters']> = ResolversObject<{
  cfop?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  cofinsRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icmsRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ipiRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pisRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialRegime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stMargin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxBaseReduction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerLookup'] = ResolversParentTypes['CustomerLookup']> = ResolversObject<{
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerMatrixResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerMatrix'] = ResolversParentTypes['CustomerMatrix']> = ResolversObject<{
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateRegistration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerNatureTaxOperationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerNatureTaxOperation'] = ResolversParentTypes['CustomerNatureTaxOperation']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  natureCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['CustomerRow']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerPriceTableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPriceTable'] = ResolversParentTypes['CustomerPriceTable']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerProspectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerProspect'] = ResolversParentTypes['CustomerProspect']> = ResolversObject<{
  assignee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deadlineStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  executionWorkflowId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerProspectPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerProspectPage'] = ResolversParentTypes['CustomerProspectPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['CustomerProspect']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerRegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerRegistration'] = ResolversParentTypes['CustomerRegistration']> = ResolversObject<{
  creditLimit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditRisk?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freightType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrderValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentCondition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentTermDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CustomerReportPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerReportPage'] = ResolversParentTypes['CustomerReportPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['CustomerReportRow']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerReportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerReportRow'] = ResolversParentTypes['CustomerReportRow']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  implantationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  riskClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestedLimit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxRegime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerRow'] = ResolversParentTypes['CustomerRow']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  personType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  representativeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CustomerShortNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerShortName'] = ResolversParentTypes['CustomerShortName']> = ResolversObject<{
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSummary'] = ResolversParentTypes['CustomerSummary']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inApproval?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preRegistration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CustomersReassignedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomersReassigned'] = ResolversParentTypes['CustomersReassigned']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reassigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DebitNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DebitNote'] = ResolversParentTypes['DebitNote']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vpcNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vpcRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DebitNotePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DebitNotePage'] = ResolversParentTypes['DebitNotePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DebitNote']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmbedTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmbedToken'] = ResolversParentTypes['EmbedToken']> = ResolversObject<{
  expiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ErpClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErpClient'] = ResolversParentTypes['ErpClient']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditLimit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastInvoiceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  riskClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ErpClientStatus'], ParentType, ContextType>;
  tradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ErpClientPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErpClientPage'] = ResolversParentTypes['ErpClientPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['ErpClient']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ErpClientSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErpClientSummary'] = ResolversParentTypes['ErpClientSummary']> = ResolversObject<{
  availableCredit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditLimit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastInvoiceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastOrders?: Resolver<Array<ResolversTypes['ErpOrder']>, ParentType, ContextType>;
  openTitles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentCondition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  riskClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ErpClientStatus'], ParentType, ContextType>;
  tradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ErpOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErpOrder'] = ResolversParentTypes['ErpOrder']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ErpOrderStatus'], ParentType, ContextType>;
}>;

export type ErpRepresentativeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErpRepresentative'] = ResolversParentTypes['ErpRepresentative']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cnpj?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commissionPercentage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSaleDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesLast12Months?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ErpClientStatus'], ParentType, ContextType>;
}>;

export type ErpRepresentativePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErpRepresentativePage'] = ResolversParentTypes['ErpRepresentativePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['ErpRepresentative']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Fan'] = ResolversParentTypes['Fan']> = ResolversObject<{
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fanNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  percVpcFan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentFan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requesterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type FanDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FanDocument'] = ResolversParentTypes['FanDocument']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FanPage'] = ResolversParentTypes['FanPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Fan']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FavoriteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Favorite'] = ResolversParentTypes['Favorite']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FileInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileInfo'] = ResolversParentTypes['FileInfo']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type FileRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileRef'] = ResolversParentTypes['FileRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormCacheResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormCache'] = ResolversParentTypes['FormCache']> = ResolversObject<{
  cacheCreatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cacheUpdatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type HaveBuyerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HaveBuyer'] = ResolversParentTypes['HaveBuyer']> = ResolversObject<{
  activeBuyers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  haveBuyer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainBuyer?: Resolver<Maybe<ResolversTypes['BuyerRef']>, ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['HistoryUser']>, ParentType, ContextType>;
}>;

export type HistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HistoryUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryUser'] = ResolversParentTypes['HistoryUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportJob'] = ResolversParentTypes['ImportJob']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasErrorReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inserted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImportKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['ImportMode'], ParentType, ContextType>;
  processedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportJobPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportJobPage'] = ResolversParentTypes['ImportJobPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['ImportJob']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ImportProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportProgress'] = ResolversParentTypes['ImportProgress']> = ResolversObject<{
  errorRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImportKind'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InspectedProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InspectedProfile'] = ResolversParentTypes['InspectedProfile']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  global?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InspectedRouteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InspectedRoute'] = ResolversParentTypes['InspectedRoute']> = ResolversObject<{
  action?: Resolver<ResolversTypes['Action'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type InspectedUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InspectedUser'] = ResolversParentTypes['InspectedUser']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoginLockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginLock'] = ResolversParentTypes['LoginLock']> = ResolversObject<{
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messagesSent?: Resolver<Array<ResolversTypes['MessageSent']>, ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receivedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['MessageUser'], ParentType, ContextType>;
}>;

export type MessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MessageReaderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageReader'] = ResolversParentTypes['MessageReader']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readingAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['MessageUser'], ParentType, ContextType>;
}>;

export type MessageReaderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageReaderPage'] = ResolversParentTypes['MessageReaderPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['MessageReader']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MessageReceivedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageReceived'] = ResolversParentTypes['MessageReceived']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readingAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type MessageSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageSent'] = ResolversParentTypes['MessageSent']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageReceived?: Resolver<Array<ResolversTypes['MessageReceived']>, ParentType, ContextType>;
}>;

export type MessageUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageUser'] = ResolversParentTypes['MessageUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  agreeWithWorkflowTask?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationAgreeWithWorkflowTaskArgs, 'executionWorkflowId' | 'stepId'>>;
  answerWorkflowTask?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationAnswerWorkflowTaskArgs, 'input'>>;
  approveNegotiationAsPresidency?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType, RequireFields<MutationApproveNegotiationAsPresidencyArgs, 'id'>>;
  approveOrderItems?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationApproveOrderItemsArgs, 'id' | 'items'>>;
  approveProductRelease?: Resolver<ResolversTypes['ProductRelease'], ParentType, ContextType, RequireFields<MutationApproveProductReleaseArgs, 'id'>>;
  assumeWorkflowTask?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationAssumeWorkflowTaskArgs, 'executionWorkflowId' | 'stepId'>>;
  attachProfiles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAttachProfilesArgs, 'profiles' | 'userId'>>;
  blockNegotiation?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType, RequireFields<MutationBlockNegotiationArgs, 'blocked' | 'id'>>;
  bulkUpdateProfiles?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<MutationBulkUpdateProfilesArgs, 'input'>>;
  cancelFan?: Resolver<ResolversTypes['Fan'], ParentType, ContextType, RequireFields<MutationCancelFanArgs, 'workflowFanId'>>;
  cancelImport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelImportArgs, 'id' | 'kind'>>;
  cancelVpcRequest?: Resolver<ResolversTypes['VpcRequest'], ParentType, ContextType, RequireFields<MutationCancelVpcRequestArgs, 'id'>>;
  changeMyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeMyPasswordArgs, 'currentPassword' | 'password'>>;
  clearFormCache?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationClearFormCacheArgs, 'module'>>;
  cloneOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCloneOrderArgs, 'id'>>;
  concludeFan?: Resolver<ResolversTypes['Fan'], ParentType, ContextType, RequireFields<MutationConcludeFanArgs, 'workflowFanId'>>;
  concludeRepresentative?: Resolver<ResolversTypes['RepresentativeConcluded'], ParentType, ContextType, RequireFields<MutationConcludeRepresentativeArgs, 'id'>>;
  createActionTitle?: Resolver<ResolversTypes['ActionTitle'], ParentType, ContextType, RequireFields<MutationCreateActionTitleArgs, 'input'>>;
  createApprovalMode?: Resolver<ResolversTypes['ApprovalMode'], ParentType, ContextType, RequireFields<MutationCreateApprovalModeArgs, 'input'>>;
  createBankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationCreateBankAccountArgs, 'input'>>;
  createBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationCreateBudgetArgs, 'input'>>;
  createBudgetMovement?: Resolver<ResolversTypes['BudgetMovement'], ParentType, ContextType, RequireFields<MutationCreateBudgetMovementArgs, 'input'>>;
  createBudgetPrice?: Resolver<ResolversTypes['BudgetPrice'], ParentType, ContextType, RequireFields<MutationCreateBudgetPriceArgs, 'input'>>;
  createBudgetSchedule?: Resolver<ResolversTypes['BudgetSchedule'], ParentType, ContextType, RequireFields<MutationCreateBudgetScheduleArgs, 'input'>>;
  createBuyer?: Resolver<ResolversTypes['Buyer'], ParentType, ContextType, RequireFields<MutationCreateBuyerArgs, 'input'>>;
  createCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'input'>>;
  createDebitNote?: Resolver<ResolversTypes['DebitNote'], ParentType, ContextType, RequireFields<MutationCreateDebitNoteArgs, 'input'>>;
  createFan?: Resolver<ResolversTypes['Fan'], ParentType, ContextType, RequireFields<MutationCreateFanArgs, 'input'>>;
  createNegotiation?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType, RequireFields<MutationCreateNegotiationArgs, 'input'>>;
  createNegotiationItem?: Resolver<ResolversTypes['NegotiationItem'], ParentType, ContextType, RequireFields<MutationCreateNegotiationItemArgs, 'input'>>;
  createNotificationConfig?: Resolver<ResolversTypes['NotificationConfig'], ParentType, ContextType, RequireFields<MutationCreateNotificationConfigArgs, 'accessName'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createOrderItem?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationCreateOrderItemArgs, 'input'>>;
  createPriceTable?: Resolver<ResolversTypes['PriceTable'], ParentType, ContextType, RequireFields<MutationCreatePriceTableArgs, 'input'>>;
  createPriceTableItem?: Resolver<ResolversTypes['PriceTableItem'], ParentType, ContextType, RequireFields<MutationCreatePriceTableItemArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductRelease?: Resolver<ResolversTypes['ProductRelease'], ParentType, ContextType, RequireFields<MutationCreateProductReleaseArgs, 'input'>>;
  createProductReleaseItem?: Resolver<ResolversTypes['ProductReleaseItem'], ParentType, ContextType, RequireFields<MutationCreateProductReleaseItemArgs, 'input'>>;
  createProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationCreateProfileArgs, 'input'>>;
  createReceivable?: Resolver<ResolversTypes['Receivable'], ParentType, ContextType, RequireFields<MutationCreateReceivableArgs, 'input'>>;
  createReminder?: Resolver<ResolversTypes['Reminder'], ParentType, ContextType, Partial<MutationCreateReminderArgs>>;
  createRepresentative?: Resolver<ResolversTypes['Representative'], ParentType, ContextType, RequireFields<MutationCreateRepresentativeArgs, 'input'>>;
  createRepresentativeContract?: Resolver<ResolversTypes['RepresentativeContract'], ParentType, ContextType, RequireFields<MutationCreateRepresentativeContractArgs, 'input'>>;
  createRepresentativeParameter?: Resolver<ResolversTypes['RepresentativeParameter'], ParentType, ContextType, RequireFields<MutationCreateRepresentativeParameterArgs, 'input'>>;
  createSituation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCreateSituationArgs, 'input'>>;
  createSubstitute?: Resolver<ResolversTypes['Substitute'], ParentType, ContextType, RequireFields<MutationCreateSubstituteArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createVpcRequest?: Resolver<ResolversTypes['VpcRequest'], ParentType, ContextType, RequireFields<MutationCreateVpcRequestArgs, 'input'>>;
  createWorkflowAction?: Resolver<ResolversTypes['ActionTitle'], ParentType, ContextType, RequireFields<MutationCreateWorkflowActionArgs, 'actionTitleId' | 'effect' | 'name'>>;
  createWorkflowJurisdiction?: Resolver<ResolversTypes['WorkflowJurisdiction'], ParentType, ContextType, RequireFields<MutationCreateWorkflowJurisdictionArgs, 'input'>>;
  createWorkflowTask?: Resolver<ResolversTypes['WorkflowTask'], ParentType, ContextType, RequireFields<MutationCreateWorkflowTaskArgs, 'input' | 'versionId'>>;
  createWorkflowType?: Resolver<ResolversTypes['WorkflowType'], ParentType, ContextType, RequireFields<MutationCreateWorkflowTypeArgs, 'input'>>;
  createWorkflowVersion?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType, RequireFields<MutationCreateWorkflowVersionArgs, 'workflowTypeId'>>;
  deactivateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationDeactivateOrderArgs, 'id'>>;
  deactivateRepresentative?: Resolver<ResolversTypes['RepresentativeDeactivated'], ParentType, ContextType, RequireFields<MutationDeactivateRepresentativeArgs, 'id'>>;
  deactivateWorkflowExecution?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationDeactivateWorkflowExecutionArgs, 'executionWorkflowId'>>;
  deleteBankAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBankAccountArgs, 'id'>>;
  deleteBudgetPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBudgetPriceArgs, 'id'>>;
  deleteBudgetSchedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBudgetScheduleArgs, 'id'>>;
  deleteCustomerDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCustomerDocumentArgs, 'id'>>;
  deleteFanDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFanDocumentArgs, 'documentId' | 'workflowFanId'>>;
  deleteFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFormCache?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFormCacheArgs, 'module'>>;
  deleteGridView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGridViewArgs, 'gridKey'>>;
  deleteLoginImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteMessages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMessagesArgs, 'ids'>>;
  deleteNegotiationItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNegotiationItemArgs, 'id'>>;
  deleteNotificationConfig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNotificationConfigArgs, 'id'>>;
  deleteNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteNotificationsArgs, 'ids'>>;
  deleteOrderItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrderItemArgs, 'id'>>;
  deletePriceTableItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePriceTableItemArgs, 'id'>>;
  deleteProductRelease?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductReleaseArgs, 'id'>>;
  deleteProductReleaseItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductReleaseItemArgs, 'id'>>;
  deleteProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProfileArgs, 'id'>>;
  deleteSubstitute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSubstituteArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteUserImage?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteUserImageArgs, 'userId'>>;
  deleteUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUsersArgs, 'ids'>>;
  deleteWorkflowAction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWorkflowActionArgs, 'id'>>;
  deleteWorkflowJurisdiction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWorkflowJurisdictionArgs, 'id'>>;
  deleteWorkflowTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWorkflowTaskArgs, 'id'>>;
  editRepresentativeCnpj?: Resolver<ResolversTypes['Representative'], ParentType, ContextType, RequireFields<MutationEditRepresentativeCnpjArgs, 'cnpj' | 'id'>>;
  editUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEditUserArgs, 'id' | 'input'>>;
  hideNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationHideNotificationArgs, 'id'>>;
  liftLoginLock?: Resolver<ResolversTypes['LoginLock'], ParentType, ContextType, RequireFields<MutationLiftLoginLockArgs, 'userId'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'userName'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managerAssumeWorkflowTask?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationManagerAssumeWorkflowTaskArgs, 'executionWorkflowId' | 'stepId'>>;
  managerLeaveWorkflowTask?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationManagerLeaveWorkflowTaskArgs, 'executionWorkflowId' | 'stepId'>>;
  markMessagesRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkMessagesReadArgs, 'ids' | 'read'>>;
  reassignRepresentativeCustomers?: Resolver<ResolversTypes['CustomersReassigned'], ParentType, ContextType, RequireFields<MutationReassignRepresentativeCustomersArgs, 'assignments' | 'id'>>;
  removeFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteArgs, 'id'>>;
  removePreRegisteredCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePreRegisteredCustomerArgs, 'id'>>;
  removeReceivedMessages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveReceivedMessagesArgs, 'ids'>>;
  removeReminder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveReminderArgs, 'id'>>;
  reorderWorkflowActions?: Resolver<ResolversTypes['ActionTitle'], ParentType, ContextType, RequireFields<MutationReorderWorkflowActionsArgs, 'actionIds' | 'actionTitleId'>>;
  reorderWorkflowTasks?: Resolver<Array<ResolversTypes['WorkflowTask']>, ParentType, ContextType, RequireFields<MutationReorderWorkflowTasksArgs, 'taskIds' | 'versionId'>>;
  requestBankAccountChange?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationRequestBankAccountChangeArgs, 'id' | 'input'>>;
  requestBuyerChange?: Resolver<ResolversTypes['Buyer'], ParentType, ContextType, RequireFields<MutationRequestBuyerChangeArgs, 'id' | 'input'>>;
  requestCompanyChange?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationRequestCompanyChangeArgs, 'id' | 'input'>>;
  requestRepresentativeChange?: Resolver<ResolversTypes['Representative'], ParentType, ContextType, RequireFields<MutationRequestRepresentativeChangeArgs, 'id' | 'input'>>;
  resendOrderToErp?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationResendOrderToErpArgs, 'id'>>;
  resetNotificationConfigs?: Resolver<Array<ResolversTypes['NotificationConfig']>, ParentType, ContextType>;
  saveCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSaveCustomerArgs, 'input'>>;
  saveCustomerBusinessHierarchy?: Resolver<Maybe<ResolversTypes['CustomerBusinessHierarchy']>, ParentType, ContextType, RequireFields<MutationSaveCustomerBusinessHierarchyArgs, 'id' | 'input'>>;
  saveCustomerFiscalParameters?: Resolver<ResolversTypes['CustomerFiscalParameters'], ParentType, ContextType, RequireFields<MutationSaveCustomerFiscalParametersArgs, 'id' | 'input'>>;
  saveCustomerNatureTaxOperations?: Resolver<Array<ResolversTypes['CustomerNatureTaxOperation']>, ParentType, ContextType, RequireFields<MutationSaveCustomerNatureTaxOperationsArgs, 'id' | 'rows'>>;
  saveCustomerRegistration?: Resolver<Maybe<ResolversTypes['CustomerRegistration']>, ParentType, ContextType, RequireFields<MutationSaveCustomerRegistrationArgs, 'id' | 'input'>>;
  saveFanDocuments?: Resolver<Array<ResolversTypes['FanDocument']>, ParentType, ContextType, RequireFields<MutationSaveFanDocumentsArgs, 'documents' | 'workflowFanId'>>;
  saveFavorite?: Resolver<ResolversTypes['Favorite'], ParentType, ContextType, RequireFields<MutationSaveFavoriteArgs, 'path' | 'title'>>;
  saveFormCache?: Resolver<ResolversTypes['FormCache'], ParentType, ContextType, RequireFields<MutationSaveFormCacheArgs, 'input'>>;
  saveGridView?: Resolver<ResolversTypes['SavedGridView'], ParentType, ContextType, RequireFields<MutationSaveGridViewArgs, 'gridKey' | 'view'>>;
  saveMessage?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSaveMessageArgs, 'input'>>;
  saveOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<MutationSaveOrdersArgs, 'orders'>>;
  saveReminder?: Resolver<ResolversTypes['Reminder'], ParentType, ContextType, RequireFields<MutationSaveReminderArgs, 'id'>>;
  saveWorkflowDraft?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationSaveWorkflowDraftArgs, 'executionWorkflowId' | 'stepId' | 'values'>>;
  sendNegotiation?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType, RequireFields<MutationSendNegotiationArgs, 'id'>>;
  sendNotification?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSendNotificationArgs, 'input'>>;
  sendOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSendOrderArgs, 'id'>>;
  sendProductRelease?: Resolver<ResolversTypes['ProductRelease'], ParentType, ContextType, RequireFields<MutationSendProductReleaseArgs, 'id'>>;
  sendVpcRequest?: Resolver<ResolversTypes['VpcRequest'], ParentType, ContextType, RequireFields<MutationSendVpcRequestArgs, 'id'>>;
  setActionTitleActive?: Resolver<ResolversTypes['ActionTitle'], ParentType, ContextType, RequireFields<MutationSetActionTitleActiveArgs, 'active' | 'id'>>;
  setApprovalModeActive?: Resolver<ResolversTypes['ApprovalMode'], ParentType, ContextType, RequireFields<MutationSetApprovalModeActiveArgs, 'active' | 'id'>>;
  setBudgetActive?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationSetBudgetActiveArgs, 'active' | 'id'>>;
  setBuyerActive?: Resolver<ResolversTypes['Buyer'], ParentType, ContextType, RequireFields<MutationSetBuyerActiveArgs, 'active' | 'id'>>;
  setCompanyActive?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationSetCompanyActiveArgs, 'active' | 'id'>>;
  setCustomerActive?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationSetCustomerActiveArgs, 'active' | 'id'>>;
  setMessageBoardPreviewPane?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetMessageBoardPreviewPaneArgs, 'show'>>;
  setMessagePinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetMessagePinnedArgs, 'id' | 'pinned'>>;
  setMessagesActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetMessagesActiveArgs, 'active' | 'ids'>>;
  setNotificationFixed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetNotificationFixedArgs, 'fixed' | 'id'>>;
  setNotificationsMuted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetNotificationsMutedArgs, 'muted'>>;
  setOrderActive?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetOrderActiveArgs, 'active' | 'id'>>;
  setPriceTableActive?: Resolver<ResolversTypes['PriceTable'], ParentType, ContextType, RequireFields<MutationSetPriceTableActiveArgs, 'active' | 'id'>>;
  setProductActive?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetProductActiveArgs, 'active' | 'id'>>;
  setProfileActive?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationSetProfileActiveArgs, 'active' | 'id'>>;
  setShowModalRankings?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetShowModalRankingsArgs, 'show'>>;
  setUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'id'>>;
  snoozeNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSnoozeNotificationArgs, 'delay' | 'id'>>;
  startWorkflowExecution?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, RequireFields<MutationStartWorkflowExecutionArgs, 'input'>>;
  transferTasks?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationTransferTasksArgs, 'fromUserId' | 'toUserId'>>;
  updateActionTitle?: Resolver<ResolversTypes['ActionTitle'], ParentType, ContextType, RequireFields<MutationUpdateActionTitleArgs, 'id' | 'input'>>;
  updateApprovalMode?: Resolver<ResolversTypes['ApprovalMode'], ParentType, ContextType, RequireFields<MutationUpdateApprovalModeArgs, 'id' | 'input'>>;
  updateBankAccount?: Resolver<ResolversTypes['BankAccount'], ParentType, ContextType, RequireFields<MutationUpdateBankAccountArgs, 'id' | 'input'>>;
  updateBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationUpdateBudgetArgs, 'id' | 'input'>>;
  updateBudgetMovement?: Resolver<ResolversTypes['BudgetMovement'], ParentType, ContextType, RequireFields<MutationUpdateBudgetMovementArgs, 'id' | 'input'>>;
  updateBudgetPrice?: Resolver<ResolversTypes['BudgetPrice'], ParentType, ContextType, RequireFields<MutationUpdateBudgetPriceArgs, 'id' | 'input'>>;
  updateBudgetSchedule?: Resolver<ResolversTypes['BudgetSchedule'], ParentType, ContextType, RequireFields<MutationUpdateBudgetScheduleArgs, 'id' | 'input'>>;
  updateBuyer?: Resolver<ResolversTypes['Buyer'], ParentType, ContextType, RequireFields<MutationUpdateBuyerArgs, 'id' | 'input'>>;
  updateCompany?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'id' | 'input'>>;
  updateCustomerDocument?: Resolver<ResolversTypes['CustomerDocument'], ParentType, ContextType, RequireFields<MutationUpdateCustomerDocumentArgs, 'id' | 'input'>>;
  updateDebitNote?: Resolver<ResolversTypes['DebitNote'], ParentType, ContextType, RequireFields<MutationUpdateDebitNoteArgs, 'id' | 'input'>>;
  updateFan?: Resolver<ResolversTypes['Fan'], ParentType, ContextType, RequireFields<MutationUpdateFanArgs, 'id' | 'input'>>;
  updateFileMetadata?: Resolver<ResolversTypes['FileInfo'], ParentType, ContextType, RequireFields<MutationUpdateFileMetadataArgs, 'id' | 'input'>>;
  updateNegotiation?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType, RequireFields<MutationUpdateNegotiationArgs, 'id' | 'input'>>;
  updateNegotiationItem?: Resolver<ResolversTypes['NegotiationItem'], ParentType, ContextType, RequireFields<MutationUpdateNegotiationItemArgs, 'id' | 'input'>>;
  updateNotificationConfig?: Resolver<ResolversTypes['NotificationConfig'], ParentType, ContextType, RequireFields<MutationUpdateNotificationConfigArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderInvoiceQuantity?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderInvoiceQuantityArgs, 'id' | 'items'>>;
  updateOrderItem?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationUpdateOrderItemArgs, 'id' | 'input'>>;
  updatePriceTable?: Resolver<ResolversTypes['PriceTable'], ParentType, ContextType, RequireFields<MutationUpdatePriceTableArgs, 'id' | 'input'>>;
  updatePriceTableItem?: Resolver<ResolversTypes['PriceTableItem'], ParentType, ContextType, RequireFields<MutationUpdatePriceTableItemArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductRelease?: Resolver<ResolversTypes['ProductRelease'], ParentType, ContextType, RequireFields<MutationUpdateProductReleaseArgs, 'id' | 'input'>>;
  updateProductReleaseItem?: Resolver<ResolversTypes['ProductReleaseItem'], ParentType, ContextType, RequireFields<MutationUpdateProductReleaseItemArgs, 'id' | 'input'>>;
  updateProductReleaseProducts?: Resolver<ResolversTypes['ProductRelease'], ParentType, ContextType, RequireFields<MutationUpdateProductReleaseProductsArgs, 'id' | 'orderGroup'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'id' | 'input'>>;
  updateReceivable?: Resolver<ResolversTypes['Receivable'], ParentType, ContextType, RequireFields<MutationUpdateReceivableArgs, 'id' | 'input'>>;
  updateRepresentative?: Resolver<ResolversTypes['Representative'], ParentType, ContextType, RequireFields<MutationUpdateRepresentativeArgs, 'id' | 'input'>>;
  updateRepresentativeContract?: Resolver<ResolversTypes['RepresentativeContract'], ParentType, ContextType, RequireFields<MutationUpdateRepresentativeContractArgs, 'id' | 'input'>>;
  updateRepresentativeParameter?: Resolver<ResolversTypes['RepresentativeParameter'], ParentType, ContextType, RequireFields<MutationUpdateRepresentativeParameterArgs, 'id' | 'input'>>;
  updateSituation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateSituationArgs, 'id' | 'input'>>;
  updateSubstitute?: Resolver<ResolversTypes['Substitute'], ParentType, ContextType, RequireFields<MutationUpdateSubstituteArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateVpcRequest?: Resolver<ResolversTypes['VpcRequest'], ParentType, ContextType, RequireFields<MutationUpdateVpcRequestArgs, 'id' | 'input'>>;
  updateWorkflowJurisdiction?: Resolver<ResolversTypes['WorkflowJurisdiction'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowJurisdictionArgs, 'id' | 'input'>>;
  updateWorkflowRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowRoleArgs, 'id' | 'members'>>;
  updateWorkflowTask?: Resolver<ResolversTypes['WorkflowTask'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowTaskArgs, 'id' | 'input'>>;
  updateWorkflowType?: Resolver<ResolversTypes['WorkflowType'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowTypeArgs, 'id' | 'input'>>;
}>;

export type NegotiationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Negotiation'] = ResolversParentTypes['Negotiation']> = ResolversObject<{
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  budgetBalance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  budgetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  buyerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conditionPayment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateNameMatriz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  destinationState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstPeriod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastPeriod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mkpNegotiation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  negotiationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percDesconto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percVpcFan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percentFan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionalManager?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responsibleApproval?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totvsNegotiationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeOfFunds?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeOfPayment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  valueBudget?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NegotiationBudgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationBudget'] = ResolversParentTypes['NegotiationBudget']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type NegotiationItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationItem'] = ResolversParentTypes['NegotiationItem']> = ResolversObject<{
  dealMarkup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floorPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  negotiatedPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  negotiatedPriceWithoutIpi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negotiatedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  negotiationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  negotiationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pastRepDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percPriceVpc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percVpcFan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tablePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type NegotiationItemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationItemPage'] = ResolversParentTypes['NegotiationItemPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['NegotiationItem']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NegotiationLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationLink'] = ResolversParentTypes['NegotiationLink']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NegotiationLinksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationLinks'] = ResolversParentTypes['NegotiationLinks']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['NegotiationLink']>, ParentType, ContextType>;
}>;

export type NegotiationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationPage'] = ResolversParentTypes['NegotiationPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Negotiation']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  delay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fixed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  formattedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['NotificationBody'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationBodyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationBody'] = ResolversParentTypes['NotificationBody']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  param?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationConfig'] = ResolversParentTypes['NotificationConfig']> = ResolversObject<{
  accesses?: Resolver<ResolversTypes['NotificationProcess'], ParentType, ContextType>;
  daysBeforeHighlight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hideNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instantNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resendDaysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resendHoursBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotificationProcessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationProcess'] = ResolversParentTypes['NotificationProcess']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conditionPayment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateNameMatriz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crmCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerOrderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerRegime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erpStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  establishmentCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoicedValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  logisticCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  negotiationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  negotiationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originOrder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percDesconto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionalManager?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remittanceOrderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responsibleApproval?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totvsCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeFreight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  discountPercent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoicedQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ipi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceWithIpi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentToErp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tablePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderItemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItemPage'] = ResolversParentTypes['OrderItemPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderNegotiationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderNegotiation'] = ResolversParentTypes['OrderNegotiation']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['NegotiationItem']>, ParentType, ContextType>;
  negotiation?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrdersImportProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrdersImportProgress'] = ResolversParentTypes['OrdersImportProgress']> = ResolversObject<{
  errorRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['ImportKind']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  phase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type OutboxMailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxMail'] = ResolversParentTypes['OutboxMail']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutboxPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxPage'] = ResolversParentTypes['OutboxPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionTitlePage' | 'ApprovalModePage' | 'BankAccountPage' | 'BudgetMovementPage' | 'BudgetPage' | 'BudgetPricePage' | 'BudgetSchedulePage' | 'BuyerCustomerChoicePage' | 'BuyerPage' | 'CommissionLinePage' | 'CompanyChoicePage' | 'CompanyPage' | 'CustomerPage' | 'CustomerProspectPage' | 'CustomerReportPage' | 'DebitNotePage' | 'ErpClientPage' | 'ErpRepresentativePage' | 'FanPage' | 'HistoryPage' | 'ImportJobPage' | 'MessagePage' | 'MessageReaderPage' | 'NegotiationItemPage' | 'NegotiationPage' | 'NotificationPage' | 'OrderItemPage' | 'OrderPage' | 'OutboxPage' | 'PriceTableItemPage' | 'PriceTablePage' | 'PricingCustomerPage' | 'ProductPage' | 'ProductPricePage' | 'ProductReleaseItemPage' | 'ProductReleasePage' | 'ProfilePage' | 'ReceivablePage' | 'RepresentativeChoicePage' | 'RepresentativeContractPage' | 'RepresentativePage' | 'RepresentativeParameterPage' | 'SalesPriceTablePage' | 'SituationPage' | 'SubstitutePage' | 'SubstituteReportPage' | 'TaskItemPage' | 'UserPage' | 'VpcRequestPage' | 'WorkflowJurisdictionPage' | 'WorkflowTypePage', ParentType, ContextType>;
}>;

export type PermissionInspectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermissionInspection'] = ResolversParentTypes['PermissionInspection']> = ResolversObject<{
  accessSet?: Resolver<ResolversTypes['AccessSet'], ParentType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['ActionExplanation']>, ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['AccessModule']>, ParentType, ContextType>;
  profiles?: Resolver<Array<ResolversTypes['InspectedProfile']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['InspectedRoute']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['InspectedUser'], ParentType, ContextType>;
}>;

export type PriceSimulationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceSimulation'] = ResolversParentTypes['PriceSimulation']> = ResolversObject<{
  budget?: Resolver<Maybe<ResolversTypes['BudgetValidation']>, ParentType, ContextType>;
  fundsValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SimulatedPrice']>, ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceTableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceTable'] = ResolversParentTypes['PriceTable']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceTableItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceTableItem'] = ResolversParentTypes['PriceTableItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceTableCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceTableId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PriceTableItemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceTableItemPage'] = ResolversParentTypes['PriceTableItemPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PriceTableItem']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceTablePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceTablePage'] = ResolversParentTypes['PriceTablePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PriceTable']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PricingCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PricingCustomer'] = ResolversParentTypes['PricingCustomer']> = ResolversObject<{
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PricingCustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PricingCustomerPage'] = ResolversParentTypes['PricingCustomerPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['PricingCustomer']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ncm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = ResolversObject<{
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tableCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tableDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tableId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductPricePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPricePage'] = ResolversParentTypes['ProductPricePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductReleaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductRelease'] = ResolversParentTypes['ProductRelease']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releasedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requesterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProductReleaseFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductReleaseFile'] = ResolversParentTypes['ProductReleaseFile']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  savedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductReleaseItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductReleaseItem'] = ResolversParentTypes['ProductReleaseItem']> = ResolversObject<{
  currentOrderGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ncm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  releaseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProductReleaseItemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductReleaseItemPage'] = ResolversParentTypes['ProductReleaseItemPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ProductReleaseItem']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductReleasePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductReleasePage'] = ResolversParentTypes['ProductReleasePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ProductRelease']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exceptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  global?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  grants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moduleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProfileOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileOption'] = ResolversParentTypes['ProfileOption']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfilePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfilePage'] = ResolversParentTypes['ProfilePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProfileSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileSummary'] = ResolversParentTypes['ProfileSummary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accessModules?: Resolver<Array<ResolversTypes['AccessModule']>, ParentType, ContextType>;
  actionTitle?: Resolver<Maybe<ResolversTypes['ActionTitle']>, ParentType, ContextType, RequireFields<QueryActionTitleArgs, 'id'>>;
  actionTitles?: Resolver<ResolversTypes['ActionTitlePage'], ParentType, ContextType, Partial<QueryActionTitlesArgs>>;
  activeWorkflowTypes?: Resolver<Array<ResolversTypes['WorkflowTypeRef']>, ParentType, ContextType>;
  allActionTitles?: Resolver<Array<ResolversTypes['ActionTitle']>, ParentType, ContextType>;
  appSettings?: Resolver<ResolversTypes['AppSettings'], ParentType, ContextType>;
  approvalMode?: Resolver<Maybe<ResolversTypes['ApprovalMode']>, ParentType, ContextType, RequireFields<QueryApprovalModeArgs, 'id'>>;
  approvalModes?: Resolver<ResolversTypes['ApprovalModePage'], ParentType, ContextType, Partial<QueryApprovalModesArgs>>;
  bankAccount?: Resolver<Maybe<ResolversTypes['BankAccount']>, ParentType, ContextType, RequireFields<QueryBankAccountArgs, 'id'>>;
  bankAccountCompanies?: Resolver<ResolversTypes['CompanyChoicePage'], ParentType, ContextType, Partial<QueryBankAccountCompaniesArgs>>;
  bankAccounts?: Resolver<ResolversTypes['BankAccountPage'], ParentType, ContextType, Partial<QueryBankAccountsArgs>>;
  budget?: Resolver<Maybe<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetArgs, 'id'>>;
  budgetBalances?: Resolver<Array<ResolversTypes['BudgetBalanceRow']>, ParentType, ContextType, Partial<QueryBudgetBalancesArgs>>;
  budgetMovement?: Resolver<Maybe<ResolversTypes['BudgetMovement']>, ParentType, ContextType, RequireFields<QueryBudgetMovementArgs, 'id'>>;
  budgetMovements?: Resolver<ResolversTypes['BudgetMovementPage'], ParentType, ContextType, Partial<QueryBudgetMovementsArgs>>;
  budgetPrice?: Resolver<Maybe<ResolversTypes['BudgetPrice']>, ParentType, ContextType, RequireFields<QueryBudgetPriceArgs, 'id'>>;
  budgetPrices?: Resolver<ResolversTypes['BudgetPricePage'], ParentType, ContextType, Partial<QueryBudgetPricesArgs>>;
  budgetSchedule?: Resolver<Maybe<ResolversTypes['BudgetSchedule']>, ParentType, ContextType, RequireFields<QueryBudgetScheduleArgs, 'id'>>;
  budgetSchedules?: Resolver<ResolversTypes['BudgetSchedulePage'], ParentType, ContextType, Partial<QueryBudgetSchedulesArgs>>;
  budgetValidation?: Resolver<ResolversTypes['BudgetValidation'], ParentType, ContextType, RequireFields<QueryBudgetValidationArgs, 'budgetId' | 'value'>>;
  budgets?: Resolver<ResolversTypes['BudgetPage'], ParentType, ContextType, Partial<QueryBudgetsArgs>>;
  buyer?: Resolver<Maybe<ResolversTypes['Buyer']>, ParentType, ContextType, RequireFields<QueryBuyerArgs, 'id'>>;
  buyerCustomers?: Resolver<ResolversTypes['BuyerCustomerChoicePage'], ParentType, ContextType, Partial<QueryBuyerCustomersArgs>>;
  buyers?: Resolver<ResolversTypes['BuyerPage'], ParentType, ContextType, Partial<QueryBuyersArgs>>;
  companies?: Resolver<ResolversTypes['CompanyPage'], ParentType, ContextType, Partial<QueryCompaniesArgs>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanyArgs, 'id'>>;
  companyRepresentatives?: Resolver<ResolversTypes['RepresentativeChoicePage'], ParentType, ContextType, Partial<QueryCompanyRepresentativesArgs>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerCnpjLookup?: Resolver<ResolversTypes['CustomerCnpjLookup'], ParentType, ContextType, RequireFields<QueryCustomerCnpjLookupArgs, 'cnpj'>>;
  customerDashboard?: Resolver<ResolversTypes['CustomerDashboard'], ParentType, ContextType>;
  customerLookup?: Resolver<Maybe<ResolversTypes['CustomerLookup']>, ParentType, ContextType, RequireFields<QueryCustomerLookupArgs, 'id'>>;
  customerOrderCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryCustomerOrderCodesArgs>>;
  customerPanel?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomerPanelArgs>>;
  customerPriceTables?: Resolver<Array<ResolversTypes['CustomerPriceTable']>, ParentType, ContextType>;
  customerProspects?: Resolver<ResolversTypes['CustomerProspectPage'], ParentType, ContextType, Partial<QueryCustomerProspectsArgs>>;
  customerReport?: Resolver<ResolversTypes['CustomerReportPage'], ParentType, ContextType, Partial<QueryCustomerReportArgs>>;
  customerRepresentatives?: Resolver<ResolversTypes['RepresentativeChoicePage'], ParentType, ContextType, Partial<QueryCustomerRepresentativesArgs>>;
  customerShortNames?: Resolver<Array<ResolversTypes['CustomerShortName']>, ParentType, ContextType, RequireFields<QueryCustomerShortNamesArgs, 'name'>>;
  customerSummary?: Resolver<ResolversTypes['CustomerSummary'], ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  debitNote?: Resolver<Maybe<ResolversTypes['DebitNote']>, ParentType, ContextType, RequireFields<QueryDebitNoteArgs, 'id'>>;
  debitNoteByCode?: Resolver<ResolversTypes['DebitNote'], ParentType, ContextType, RequireFields<QueryDebitNoteByCodeArgs, 'code'>>;
  debitNotes?: Resolver<ResolversTypes['DebitNotePage'], ParentType, ContextType, Partial<QueryDebitNotesArgs>>;
  erpClientSummary?: Resolver<Maybe<ResolversTypes['ErpClientSummary']>, ParentType, ContextType, Partial<QueryErpClientSummaryArgs>>;
  erpClients?: Resolver<ResolversTypes['ErpClientPage'], ParentType, ContextType, RequireFields<QueryErpClientsArgs, 'page' | 'pageSize'>>;
  erpRepresentatives?: Resolver<ResolversTypes['ErpRepresentativePage'], ParentType, ContextType, RequireFields<QueryErpRepresentativesArgs, 'page' | 'pageSize'>>;
  fan?: Resolver<Maybe<ResolversTypes['Fan']>, ParentType, ContextType, RequireFields<QueryFanArgs, 'id'>>;
  fanCustomers?: Resolver<ResolversTypes['BuyerCustomerChoicePage'], ParentType, ContextType, Partial<QueryFanCustomersArgs>>;
  fanDocuments?: Resolver<Array<ResolversTypes['FanDocument']>, ParentType, ContextType, RequireFields<QueryFanDocumentsArgs, 'workflowFanId'>>;
  fans?: Resolver<ResolversTypes['FanPage'], ParentType, ContextType, Partial<QueryFansArgs>>;
  favorites?: Resolver<Array<ResolversTypes['Favorite']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['FileInfo']>, ParentType, ContextType, RequireFields<QueryFileArgs, 'id'>>;
  formCache?: Resolver<Maybe<ResolversTypes['FormCache']>, ParentType, ContextType, RequireFields<QueryFormCacheArgs, 'module'>>;
  haveBuyer?: Resolver<ResolversTypes['HaveBuyer'], ParentType, ContextType, RequireFields<QueryHaveBuyerArgs, 'customerId'>>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'entity' | 'id' | 'page' | 'pageSize'>>;
  importJob?: Resolver<ResolversTypes['ImportJob'], ParentType, ContextType, RequireFields<QueryImportJobArgs, 'id' | 'kind'>>;
  importJobs?: Resolver<ResolversTypes['ImportJobPage'], ParentType, ContextType, RequireFields<QueryImportJobsArgs, 'kind'>>;
  loginImage?: Resolver<Maybe<ResolversTypes['FileInfo']>, ParentType, ContextType>;
  loginLock?: Resolver<ResolversTypes['LoginLock'], ParentType, ContextType, RequireFields<QueryLoginLockArgs, 'userId'>>;
  mailOutbox?: Resolver<ResolversTypes['OutboxPage'], ParentType, ContextType, RequireFields<QueryMailOutboxArgs, 'page' | 'pageSize'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType, RequireFields<QueryMessageArgs, 'id'>>;
  messageBoardPreviewPane?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messageReaders?: Resolver<ResolversTypes['MessageReaderPage'], ParentType, ContextType, RequireFields<QueryMessageReadersArgs, 'id' | 'page' | 'pageSize'>>;
  messageRecipients?: Resolver<Array<ResolversTypes['MessageUser']>, ParentType, ContextType, Partial<QueryMessageRecipientsArgs>>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, Partial<QueryMessagesArgs>>;
  myAccesses?: Resolver<ResolversTypes['AccessSet'], ParentType, ContextType>;
  myGridView?: Resolver<ResolversTypes['SavedGridView'], ParentType, ContextType, RequireFields<QueryMyGridViewArgs, 'gridKey'>>;
  negotiation?: Resolver<Maybe<ResolversTypes['Negotiation']>, ParentType, ContextType, RequireFields<QueryNegotiationArgs, 'id'>>;
  negotiationBudgets?: Resolver<Array<ResolversTypes['NegotiationBudget']>, ParentType, ContextType, Partial<QueryNegotiationBudgetsArgs>>;
  negotiationItem?: Resolver<Maybe<ResolversTypes['NegotiationItem']>, ParentType, ContextType, RequireFields<QueryNegotiationItemArgs, 'id'>>;
  negotiationItems?: Resolver<ResolversTypes['NegotiationItemPage'], ParentType, ContextType, Partial<QueryNegotiationItemsArgs>>;
  negotiationLinks?: Resolver<ResolversTypes['NegotiationLinks'], ParentType, ContextType, RequireFields<QueryNegotiationLinksArgs, 'id'>>;
  negotiations?: Resolver<ResolversTypes['NegotiationPage'], ParentType, ContextType, Partial<QueryNegotiationsArgs>>;
  notificationConfigs?: Resolver<Array<ResolversTypes['NotificationConfig']>, ParentType, ContextType>;
  notificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationProcesses?: Resolver<Array<ResolversTypes['NotificationProcess']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'page' | 'pageSize'>>;
  notificationsMuted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderApprovals?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrderApprovalsArgs>>;
  orderByErpId?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderByErpIdArgs, 'totvsCode'>>;
  orderByNumber?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderByNumberArgs, 'number'>>;
  orderItem?: Resolver<Maybe<ResolversTypes['OrderItem']>, ParentType, ContextType, RequireFields<QueryOrderItemArgs, 'id'>>;
  orderItems?: Resolver<ResolversTypes['OrderItemPage'], ParentType, ContextType, Partial<QueryOrderItemsArgs>>;
  orderNegotiation?: Resolver<ResolversTypes['OrderNegotiation'], ParentType, ContextType, RequireFields<QueryOrderNegotiationArgs, 'id'>>;
  orderProducts?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType, RequireFields<QueryOrderProductsArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  permissionInspection?: Resolver<ResolversTypes['PermissionInspection'], ParentType, ContextType, RequireFields<QueryPermissionInspectionArgs, 'userId'>>;
  presidencyNegotiations?: Resolver<ResolversTypes['NegotiationPage'], ParentType, ContextType, Partial<QueryPresidencyNegotiationsArgs>>;
  priceSimulationCustomers?: Resolver<ResolversTypes['BuyerCustomerChoicePage'], ParentType, ContextType, Partial<QueryPriceSimulationCustomersArgs>>;
  priceTable?: Resolver<Maybe<ResolversTypes['PriceTable']>, ParentType, ContextType, RequireFields<QueryPriceTableArgs, 'id'>>;
  priceTableItem?: Resolver<Maybe<ResolversTypes['PriceTableItem']>, ParentType, ContextType, RequireFields<QueryPriceTableItemArgs, 'id'>>;
  priceTableItems?: Resolver<ResolversTypes['PriceTableItemPage'], ParentType, ContextType, Partial<QueryPriceTableItemsArgs>>;
  priceTables?: Resolver<ResolversTypes['PriceTablePage'], ParentType, ContextType, Partial<QueryPriceTablesArgs>>;
  pricingCustomers?: Resolver<ResolversTypes['PricingCustomerPage'], ParentType, ContextType, Partial<QueryPricingCustomersArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productCart?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductCartArgs, 'code'>>;
  productNegotiation?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductNegotiationArgs>>;
  productPrice?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType, RequireFields<QueryProductPriceArgs, 'customerId' | 'productCode'>>;
  productRelease?: Resolver<Maybe<ResolversTypes['ProductRelease']>, ParentType, ContextType, RequireFields<QueryProductReleaseArgs, 'id'>>;
  productReleaseFiles?: Resolver<Array<ResolversTypes['ProductReleaseFile']>, ParentType, ContextType, RequireFields<QueryProductReleaseFilesArgs, 'id'>>;
  productReleaseItem?: Resolver<Maybe<ResolversTypes['ProductReleaseItem']>, ParentType, ContextType, RequireFields<QueryProductReleaseItemArgs, 'id'>>;
  productReleaseItems?: Resolver<ResolversTypes['ProductReleaseItemPage'], ParentType, ContextType, Partial<QueryProductReleaseItemsArgs>>;
  productReleases?: Resolver<ResolversTypes['ProductReleasePage'], ParentType, ContextType, Partial<QueryProductReleasesArgs>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryProfileArgs, 'id'>>;
  profileAccesses?: Resolver<Array<ResolversTypes['Access']>, ParentType, ContextType, RequireFields<QueryProfileAccessesArgs, 'profileId'>>;
  profiles?: Resolver<ResolversTypes['ProfilePage'], ParentType, ContextType, Partial<QueryProfilesArgs>>;
  receivable?: Resolver<Maybe<ResolversTypes['Receivable']>, ParentType, ContextType, RequireFields<QueryReceivableArgs, 'id'>>;
  receivables?: Resolver<ResolversTypes['ReceivablePage'], ParentType, ContextType, Partial<QueryReceivablesArgs>>;
  reminders?: Resolver<Array<ResolversTypes['Reminder']>, ParentType, ContextType>;
  remittanceOrderCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryRemittanceOrderCodesArgs>>;
  reportToken?: Resolver<ResolversTypes['ReportEmbed'], ParentType, ContextType, RequireFields<QueryReportTokenArgs, 'report'>>;
  representative?: Resolver<Maybe<ResolversTypes['Representative']>, ParentType, ContextType, RequireFields<QueryRepresentativeArgs, 'id'>>;
  representativeActions?: Resolver<Array<ResolversTypes['RepresentativeAction']>, ParentType, ContextType, RequireFields<QueryRepresentativeActionsArgs, 'executionWorkflowId'>>;
  representativeCommissionMonths?: Resolver<Array<ResolversTypes['CommissionMonth']>, ParentType, ContextType, RequireFields<QueryRepresentativeCommissionMonthsArgs, 'id' | 'year'>>;
  representativeCommissions?: Resolver<ResolversTypes['CommissionLinePage'], ParentType, ContextType, RequireFields<QueryRepresentativeCommissionsArgs, 'id' | 'month' | 'page' | 'pageSize'>>;
  representativeContract?: Resolver<Maybe<ResolversTypes['RepresentativeContract']>, ParentType, ContextType, RequireFields<QueryRepresentativeContractArgs, 'id'>>;
  representativeContracts?: Resolver<ResolversTypes['RepresentativeContractPage'], ParentType, ContextType, Partial<QueryRepresentativeContractsArgs>>;
  representativeCustomers?: Resolver<Array<ResolversTypes['RepresentativeCustomer']>, ParentType, ContextType, RequireFields<QueryRepresentativeCustomersArgs, 'id'>>;
  representativeDistratos?: Resolver<Array<ResolversTypes['RepresentativeDistrato']>, ParentType, ContextType, RequireFields<QueryRepresentativeDistratosArgs, 'id'>>;
  representativeParameter?: Resolver<Maybe<ResolversTypes['RepresentativeParameter']>, ParentType, ContextType, RequireFields<QueryRepresentativeParameterArgs, 'id'>>;
  representativeParameters?: Resolver<ResolversTypes['RepresentativeParameterPage'], ParentType, ContextType, Partial<QueryRepresentativeParametersArgs>>;
  representativeUsers?: Resolver<ResolversTypes['RepresentativeChoicePage'], ParentType, ContextType, Partial<QueryRepresentativeUsersArgs>>;
  representatives?: Resolver<ResolversTypes['RepresentativePage'], ParentType, ContextType, Partial<QueryRepresentativesArgs>>;
  salesDashboard?: Resolver<ResolversTypes['SalesDashboard'], ParentType, ContextType, Partial<QuerySalesDashboardArgs>>;
  salesPriceTableItems?: Resolver<ResolversTypes['ProductPricePage'], ParentType, ContextType, RequireFields<QuerySalesPriceTableItemsArgs, 'tableId'>>;
  salesPriceTables?: Resolver<ResolversTypes['SalesPriceTablePage'], ParentType, ContextType, Partial<QuerySalesPriceTablesArgs>>;
  search?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'q'>>;
  simulatePrice?: Resolver<ResolversTypes['SinglePriceSimulation'], ParentType, ContextType, RequireFields<QuerySimulatePriceArgs, 'line'>>;
  simulatePrices?: Resolver<ResolversTypes['PriceSimulation'], ParentType, ContextType, RequireFields<QuerySimulatePricesArgs, 'input'>>;
  situation?: Resolver<Maybe<ResolversTypes['Situation']>, ParentType, ContextType, RequireFields<QuerySituationArgs, 'id'>>;
  situations?: Resolver<ResolversTypes['SituationPage'], ParentType, ContextType, Partial<QuerySituationsArgs>>;
  substitute?: Resolver<Maybe<ResolversTypes['Substitute']>, ParentType, ContextType, RequireFields<QuerySubstituteArgs, 'id'>>;
  substituteUsers?: Resolver<Array<ResolversTypes['WorkflowRoleMember']>, ParentType, ContextType, Partial<QuerySubstituteUsersArgs>>;
  substitutes?: Resolver<ResolversTypes['SubstitutePage'], ParentType, ContextType, Partial<QuerySubstitutesArgs>>;
  substitutesReport?: Resolver<ResolversTypes['SubstituteReportPage'], ParentType, ContextType, Partial<QuerySubstitutesReportArgs>>;
  taskVersions?: Resolver<Array<ResolversTypes['WorkflowVersion']>, ParentType, ContextType, RequireFields<QueryTaskVersionsArgs, 'taskId'>>;
  tasks?: Resolver<ResolversTypes['TaskItemPage'], ParentType, ContextType, RequireFields<QueryTasksArgs, 'scope'>>;
  tasksByWorkflowType?: Resolver<Array<ResolversTypes['WorkflowTask']>, ParentType, ContextType, RequireFields<QueryTasksByWorkflowTypeArgs, 'type'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userProfileOptions?: Resolver<Array<ResolversTypes['ProfileOption']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  usersWithTask?: Resolver<Array<ResolversTypes['UserWithTask']>, ParentType, ContextType>;
  vpcCosts?: Resolver<Array<ResolversTypes['VpcCostRow']>, ParentType, ContextType, Partial<QueryVpcCostsArgs>>;
  vpcCustomers?: Resolver<ResolversTypes['BuyerCustomerChoicePage'], ParentType, ContextType, Partial<QueryVpcCustomersArgs>>;
  vpcRequest?: Resolver<Maybe<ResolversTypes['VpcRequest']>, ParentType, ContextType, RequireFields<QueryVpcRequestArgs, 'id'>>;
  vpcRequests?: Resolver<ResolversTypes['VpcRequestPage'], ParentType, ContextType, Partial<QueryVpcRequestsArgs>>;
  workflowContext?: Resolver<ResolversTypes['WorkflowContext'], ParentType, ContextType, Partial<QueryWorkflowContextArgs>>;
  workflowFindByObject?: Resolver<Maybe<ResolversTypes['WorkflowExecutionSummary']>, ParentType, ContextType, RequireFields<QueryWorkflowFindByObjectArgs, 'registerId' | 'type'>>;
  workflowHistoric?: Resolver<Array<ResolversTypes['WorkflowExecutionSummary']>, ParentType, ContextType, RequireFields<QueryWorkflowHistoricArgs, 'registerId'>>;
  workflowJurisdiction?: Resolver<Maybe<ResolversTypes['WorkflowJurisdiction']>, ParentType, ContextType, RequireFields<QueryWorkflowJurisdictionArgs, 'id'>>;
  workflowJurisdictions?: Resolver<ResolversTypes['WorkflowJurisdictionPage'], ParentType, ContextType, Partial<QueryWorkflowJurisdictionsArgs>>;
  workflowRoles?: Resolver<Array<ResolversTypes['WorkflowRole']>, ParentType, ContextType>;
  workflowRolesByWorkflow?: Resolver<Array<ResolversTypes['WorkflowRole']>, ParentType, ContextType, RequireFields<QueryWorkflowRolesByWorkflowArgs, 'ref'>>;
  workflowSla?: Resolver<ResolversTypes['WorkflowSla'], ParentType, ContextType, RequireFields<QueryWorkflowSlaArgs, 'ref'>>;
  workflowTasks?: Resolver<Array<ResolversTypes['WorkflowTask']>, ParentType, ContextType, RequireFields<QueryWorkflowTasksArgs, 'versionId'>>;
  workflowType?: Resolver<Maybe<ResolversTypes['WorkflowType']>, ParentType, ContextType, RequireFields<QueryWorkflowTypeArgs, 'id'>>;
  workflowTypeIdByCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<QueryWorkflowTypeIdByCodeArgs, 'code'>>;
  workflowTypes?: Resolver<ResolversTypes['WorkflowTypePage'], ParentType, ContextType, Partial<QueryWorkflowTypesArgs>>;
  workflowVersions?: Resolver<Array<ResolversTypes['WorkflowVersion']>, ParentType, ContextType, RequireFields<QueryWorkflowVersionsArgs, 'workflowTypeId'>>;
}>;

export type ReceivableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receivable'] = ResolversParentTypes['Receivable']> = ResolversObject<{
  conditionPayment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReceivablePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceivablePage'] = ResolversParentTypes['ReceivablePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Receivable']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReminderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reminder'] = ResolversParentTypes['Reminder']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  showContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ReportDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportDetail'] = ResolversParentTypes['ReportDetail']> = ResolversObject<{
  embedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportEmbedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportEmbed'] = ResolversParentTypes['ReportEmbed']> = ResolversObject<{
  embedToken?: Resolver<ResolversTypes['EmbedToken'], ParentType, ContextType>;
  reportsDetail?: Resolver<Array<ResolversTypes['ReportDetail']>, ParentType, ContextType>;
}>;

export type RepresentativeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Representative'] = ResolversParentTypes['Representative']> = ResolversObject<{
  changeByRequest?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  executionWorkflowId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingChange?: Resolver<Maybe<ResolversTypes['ChangeRequest']>, ParentType, ContextType>;
  personType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionalManagerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  regionalManagerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  representativeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RepresentativeActionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeAction'] = ResolversParentTypes['RepresentativeAction']> = ResolversObject<{
  actionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RepresentativeChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeChoice'] = ResolversParentTypes['RepresentativeChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RepresentativeChoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeChoicePage'] = ResolversParentTypes['RepresentativeChoicePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['RepresentativeChoice']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RepresentativeConcludedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeConcluded'] = ResolversParentTypes['RepresentativeConcluded']> = ResolversObject<{
  executionWorkflowId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  representative?: Resolver<ResolversTypes['Representative'], ParentType, ContextType>;
}>;

export type RepresentativeContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeContract'] = ResolversParentTypes['RepresentativeContract']> = ResolversObject<{
  callNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractPercentage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endContract?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fanCurrent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fanPrevious?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goalBudget?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grossValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  irrfValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  netValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherFunds?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startContract?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RepresentativeContractPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeContractPage'] = ResolversParentTypes['RepresentativeContractPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RepresentativeContract']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RepresentativeCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeCustomer'] = ResolversParentTypes['RepresentativeCustomer']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RepresentativeDeactivatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeDeactivated'] = ResolversParentTypes['RepresentativeDeactivated']> = ResolversObject<{
  customers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  representative?: Resolver<ResolversTypes['Representative'], ParentType, ContextType>;
}>;

export type RepresentativeDistratoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeDistrato'] = ResolversParentTypes['RepresentativeDistrato']> = ResolversObject<{
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contractNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grossValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terminationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RepresentativePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativePage'] = ResolversParentTypes['RepresentativePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Representative']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RepresentativeParameterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeParameter'] = ResolversParentTypes['RepresentativeParameter']> = ResolversObject<{
  childLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commissionEmission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commissionPercentage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formula?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  function?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manualCommission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxCommission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minCommission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentSchedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  representativeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RepresentativeParameterPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepresentativeParameterPage'] = ResolversParentTypes['RepresentativeParameterPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RepresentativeParameter']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SalesDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesDashboard'] = ResolversParentTypes['SalesDashboard']> = ResolversObject<{
  byCustomer?: Resolver<Array<ResolversTypes['SalesRow']>, ParentType, ContextType>;
  byFamily?: Resolver<Array<ResolversTypes['SalesRow']>, ParentType, ContextType>;
  byMonth?: Resolver<Array<ResolversTypes['SalesRow']>, ParentType, ContextType>;
  byRegion?: Resolver<Array<ResolversTypes['SalesRow']>, ParentType, ContextType>;
  byRepresentative?: Resolver<Array<ResolversTypes['SalesRow']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SalesPriceTableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesPriceTable'] = ResolversParentTypes['SalesPriceTable']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SalesPriceTablePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesPriceTablePage'] = ResolversParentTypes['SalesPriceTablePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['SalesPriceTable']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SalesRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesRow'] = ResolversParentTypes['SalesRow']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedGridViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedGridView'] = ResolversParentTypes['SavedGridView']> = ResolversObject<{
  gridKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  view?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type SearchGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = ResolversObject<{
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SimulatedPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SimulatedPrice'] = ResolversParentTypes['SimulatedPrice']> = ResolversObject<{
  belowFloor?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fanValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  floorPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fundsValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ipi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percFan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percVpc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceWithIpi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tablePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vpcValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SinglePriceSimulationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SinglePriceSimulation'] = ResolversParentTypes['SinglePriceSimulation']> = ResolversObject<{
  budget?: Resolver<Maybe<ResolversTypes['BudgetValidation']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['SimulatedPrice'], ParentType, ContextType>;
}>;

export type SituationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Situation'] = ResolversParentTypes['Situation']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SituationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SituationPage'] = ResolversParentTypes['SituationPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Situation']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
  importProgress?: SubscriptionResolver<ResolversTypes['ImportProgress'], "importProgress", ParentType, ContextType>;
  messageCount?: SubscriptionResolver<ResolversTypes['Int'], "messageCount", ParentType, ContextType>;
  notificationCount?: SubscriptionResolver<ResolversTypes['Int'], "notificationCount", ParentType, ContextType>;
  ordersImportProgress?: SubscriptionResolver<ResolversTypes['OrdersImportProgress'], "ordersImportProgress", ParentType, ContextType>;
}>;

export type SubstituteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Substitute'] = ResolversParentTypes['Substitute']> = ResolversObject<{
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  substituteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  substituteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubstitutePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubstitutePage'] = ResolversParentTypes['SubstitutePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Substitute']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubstituteReportPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubstituteReportPage'] = ResolversParentTypes['SubstituteReportPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['SubstituteReportRow']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubstituteReportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubstituteReportRow'] = ResolversParentTypes['SubstituteReportRow']> = ResolversObject<{
  actedFor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  executionWorkflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskField'] = ResolversParentTypes['TaskField']> = ResolversObject<{
  conditionalsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TaskItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskItem'] = ResolversParentTypes['TaskItem']> = ResolversObject<{
  assignee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assigneeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deadlineStatus?: Resolver<ResolversTypes['DeadlineStatus'], ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  executionWorkflowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recordPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkflowStepStatus'], ParentType, ContextType>;
  taskTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workflowTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TaskItemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskItemPage'] = ResolversParentTypes['TaskItemPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['TaskItem']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  daysPasswordExpired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['FileRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profiles?: Resolver<Array<ResolversTypes['ProfileSummary']>, ParentType, ContextType>;
  showModalRankings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserWithTaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserWithTask'] = ResolversParentTypes['UserWithTask']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VpcCostRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VpcCostRow'] = ResolversParentTypes['VpcCostRow']> = ResolversObject<{
  corporateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ndsValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VpcRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VpcRequest'] = ResolversParentTypes['VpcRequest']> = ResolversObject<{
  budgetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  budgetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  corporateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  debitNoteCodes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  debitNoteIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstPeriod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastPeriod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ndsValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requesterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VpcRequestPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VpcRequestPage'] = ResolversParentTypes['VpcRequestPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['VpcRequest']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WorkflowActionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowAction'] = ResolversParentTypes['WorkflowAction']> = ResolversObject<{
  effect?: Resolver<ResolversTypes['WorkflowActionEffect'], ParentType, ContextType>;
  executionOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowAllowedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowAllowed'] = ResolversParentTypes['WorkflowAllowed']> = ResolversObject<{
  agree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  assume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managerAssume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managerLeave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  presidencyAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  saveDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WorkflowContextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowContext'] = ResolversParentTypes['WorkflowContext']> = ResolversObject<{
  actions?: Resolver<Array<ResolversTypes['WorkflowAction']>, ParentType, ContextType>;
  agreeWithTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowed?: Resolver<Maybe<ResolversTypes['WorkflowAllowed']>, ParentType, ContextType>;
  blockComponent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canStart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['TaskField']>, ParentType, ContextType>;
  currentStepId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  executionWorkflowId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['WorkflowHistoryEntry']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newExecution?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showConclude?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['WorkflowExecutionStatus']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['WorkflowStep']>, ParentType, ContextType>;
  typeTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workflowTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkflowExecutionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowExecutionSummary'] = ResolversParentTypes['WorkflowExecutionSummary']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  registerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkflowExecutionStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workflowTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowHistoryEntry'] = ResolversParentTypes['WorkflowHistoryEntry']> = ResolversObject<{
  actedFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowJurisdictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowJurisdiction'] = ResolversParentTypes['WorkflowJurisdiction']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approvalModeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  approvalModeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  typeTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WorkflowJurisdictionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowJurisdictionPage'] = ResolversParentTypes['WorkflowJurisdictionPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['WorkflowJurisdiction']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WorkflowRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowRole'] = ResolversParentTypes['WorkflowRole']> = ResolversObject<{
  code?: Resolver<ResolversTypes['WorkflowRoleCode'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  managerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  managerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['WorkflowRoleMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowRoleMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowRoleMember'] = ResolversParentTypes['WorkflowRoleMember']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowSlaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowSla'] = ResolversParentTypes['WorkflowSla']> = ResolversObject<{
  tasks?: Resolver<Array<ResolversTypes['WorkflowTaskSla']>, ParentType, ContextType>;
  totalHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  workflowTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkflowStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowStep'] = ResolversParentTypes['WorkflowStep']> = ResolversObject<{
  actedFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deadlineStatus?: Resolver<ResolversTypes['DeadlineStatus'], ParentType, ContextType>;
  dueAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rejectedItems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkflowStepStatus'], ParentType, ContextType>;
  taskTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowTaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowTask'] = ResolversParentTypes['WorkflowTask']> = ResolversObject<{
  actionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionTitleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  executionOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['TaskField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['WorkflowRoleCode']>, ParentType, ContextType>;
  slaHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkflowTaskSlaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowTaskSla'] = ResolversParentTypes['WorkflowTaskSla']> = ResolversObject<{
  executionOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slaHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowType'] = ResolversParentTypes['WorkflowType']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recordPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  situationNames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startModule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workflowTypeSituations?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type WorkflowTypePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowTypePage'] = ResolversParentTypes['WorkflowTypePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['WorkflowType']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalEstimated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WorkflowTypeRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowTypeRef'] = ResolversParentTypes['WorkflowTypeRef']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkflowVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowVersion'] = ResolversParentTypes['WorkflowVersion']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  executions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Access?: AccessResolvers<ContextType>;
  AccessException?: AccessExceptionResolvers<ContextType>;
  AccessModule?: AccessModuleResolvers<ContextType>;
  AccessSet?: AccessSetResolvers<ContextType>;
  AccessVerdict?: AccessVerdictResolvers<ContextType>;
  ActionExplanation?: ActionExplanationResolvers<ContextType>;
  ActionTitle?: ActionTitleResolvers<ContextType>;
  ActionTitlePage?: ActionTitlePageResolvers<ContextType>;
  AppSettings?: AppSettingsResolvers<ContextType>;
  ApprovalMode?: ApprovalModeResolvers<ContextType>;
  ApprovalModePage?: ApprovalModePageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankAccountPage?: BankAccountPageResolvers<ContextType>;
  Budget?: BudgetResolvers<ContextType>;
  BudgetBalanceRow?: BudgetBalanceRowResolvers<ContextType>;
  BudgetMovement?: BudgetMovementResolvers<ContextType>;
  BudgetMovementPage?: BudgetMovementPageResolvers<ContextType>;
  BudgetPage?: BudgetPageResolvers<ContextType>;
  BudgetPrice?: BudgetPriceResolvers<ContextType>;
  BudgetPricePage?: BudgetPricePageResolvers<ContextType>;
  BudgetSchedule?: BudgetScheduleResolvers<ContextType>;
  BudgetSchedulePage?: BudgetSchedulePageResolvers<ContextType>;
  BudgetValidation?: BudgetValidationResolvers<ContextType>;
  Buyer?: BuyerResolvers<ContextType>;
  BuyerCustomerChoice?: BuyerCustomerChoiceResolvers<ContextType>;
  BuyerCustomerChoicePage?: BuyerCustomerChoicePageResolvers<ContextType>;
  BuyerPage?: BuyerPageResolvers<ContextType>;
  BuyerRef?: BuyerRefResolvers<ContextType>;
  ChangeRequest?: ChangeRequestResolvers<ContextType>;
  ChangeRequester?: ChangeRequesterResolvers<ContextType>;
  CommissionLine?: CommissionLineResolvers<ContextType>;
  CommissionLinePage?: CommissionLinePageResolvers<ContextType>;
  CommissionMonth?: CommissionMonthResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyChoice?: CompanyChoiceResolvers<ContextType>;
  CompanyChoicePage?: CompanyChoicePageResolvers<ContextType>;
  CompanyPage?: CompanyPageResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerBusinessHierarchy?: CustomerBusinessHierarchyResolvers<ContextType>;
  CustomerCnpjLookup?: CustomerCnpjLookupResolvers<ContextType>;
  CustomerCount?: CustomerCountResolvers<ContextType>;
  CustomerDashboard?: CustomerDashboardResolvers<ContextType>;
  CustomerDocument?: CustomerDocumentResolvers<ContextType>;
  CustomerFiscalParameters?: CustomerFiscalParametersResolvers<ContextType>;
  CustomerLookup?: CustomerLookupResolvers<ContextType>;
  CustomerMatrix?: CustomerMatrixResolvers<ContextType>;
  CustomerNatureTaxOperation?: CustomerNatureTaxOperationResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerPriceTable?: CustomerPriceTableResolvers<ContextType>;
  CustomerProspect?: CustomerProspectResolvers<ContextType>;
  CustomerProspectPage?: CustomerProspectPageResolvers<ContextType>;
  CustomerRegistration?: CustomerRegistrationResolvers<ContextType>;
  CustomerReportPage?: CustomerReportPageResolvers<ContextType>;
  CustomerReportRow?: CustomerReportRowResolvers<ContextType>;
  CustomerRow?: CustomerRowResolvers<ContextType>;
  CustomerShortName?: CustomerShortNameResolvers<ContextType>;
  CustomerSummary?: CustomerSummaryResolvers<ContextType>;
  CustomersReassigned?: CustomersReassignedResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DebitNote?: DebitNoteResolvers<ContextType>;
  DebitNotePage?: DebitNotePageResolvers<ContextType>;
  EmbedToken?: EmbedTokenResolvers<ContextType>;
  ErpClient?: ErpClientResolvers<ContextType>;
  ErpClientPage?: ErpClientPageResolvers<ContextType>;
  ErpClientSummary?: ErpClientSummaryResolvers<ContextType>;
  ErpOrder?: ErpOrderResolvers<ContextType>;
  ErpRepresentative?: ErpRepresentativeResolvers<ContextType>;
  ErpRepresentativePage?: ErpRepresentativePageResolvers<ContextType>;
  Fan?: FanResolvers<ContextType>;
  FanDocument?: FanDocumentResolvers<ContextType>;
  FanPage?: FanPageResolvers<ContextType>;
  Favorite?: FavoriteResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FileInfo?: FileInfoResolvers<ContextType>;
  FileRef?: FileRefResolvers<ContextType>;
  FormCache?: FormCacheResolvers<ContextType>;
  HaveBuyer?: HaveBuyerResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HistoryUser?: HistoryUserResolvers<ContextType>;
  ImportJob?: ImportJobResolvers<ContextType>;
  ImportJobPage?: ImportJobPageResolvers<ContextType>;
  ImportProgress?: ImportProgressResolvers<ContextType>;
  InspectedProfile?: InspectedProfileResolvers<ContextType>;
  InspectedRoute?: InspectedRouteResolvers<ContextType>;
  InspectedUser?: InspectedUserResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoginLock?: LoginLockResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessageReader?: MessageReaderResolvers<ContextType>;
  MessageReaderPage?: MessageReaderPageResolvers<ContextType>;
  MessageReceived?: MessageReceivedResolvers<ContextType>;
  MessageSent?: MessageSentResolvers<ContextType>;
  MessageUser?: MessageUserResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Negotiation?: NegotiationResolvers<ContextType>;
  NegotiationBudget?: NegotiationBudgetResolvers<ContextType>;
  NegotiationItem?: NegotiationItemResolvers<ContextType>;
  NegotiationItemPage?: NegotiationItemPageResolvers<ContextType>;
  NegotiationLink?: NegotiationLinkResolvers<ContextType>;
  NegotiationLinks?: NegotiationLinksResolvers<ContextType>;
  NegotiationPage?: NegotiationPageResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationBody?: NotificationBodyResolvers<ContextType>;
  NotificationConfig?: NotificationConfigResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationProcess?: NotificationProcessResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemPage?: OrderItemPageResolvers<ContextType>;
  OrderNegotiation?: OrderNegotiationResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrdersImportProgress?: OrdersImportProgressResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OutboxPage?: OutboxPageResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PermissionInspection?: PermissionInspectionResolvers<ContextType>;
  PriceSimulation?: PriceSimulationResolvers<ContextType>;
  PriceTable?: PriceTableResolvers<ContextType>;
  PriceTableItem?: PriceTableItemResolvers<ContextType>;
  PriceTableItemPage?: PriceTableItemPageResolvers<ContextType>;
  PriceTablePage?: PriceTablePageResolvers<ContextType>;
  PricingCustomer?: PricingCustomerResolvers<ContextType>;
  PricingCustomerPage?: PricingCustomerPageResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductPricePage?: ProductPricePageResolvers<ContextType>;
  ProductRelease?: ProductReleaseResolvers<ContextType>;
  ProductReleaseFile?: ProductReleaseFileResolvers<ContextType>;
  ProductReleaseItem?: ProductReleaseItemResolvers<ContextType>;
  ProductReleaseItemPage?: ProductReleaseItemPageResolvers<ContextType>;
  ProductReleasePage?: ProductReleasePageResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileOption?: ProfileOptionResolvers<ContextType>;
  ProfilePage?: ProfilePageResolvers<ContextType>;
  ProfileSummary?: ProfileSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Receivable?: ReceivableResolvers<ContextType>;
  ReceivablePage?: ReceivablePageResolvers<ContextType>;
  Reminder?: ReminderResolvers<ContextType>;
  ReportDetail?: ReportDetailResolvers<ContextType>;
  ReportEmbed?: ReportEmbedResolvers<ContextType>;
  Representative?: RepresentativeResolvers<ContextType>;
  RepresentativeAction?: RepresentativeActionResolvers<ContextType>;
  RepresentativeChoice?: RepresentativeChoiceResolvers<ContextType>;
  RepresentativeChoicePage?: RepresentativeChoicePageResolvers<ContextType>;
  RepresentativeConcluded?: RepresentativeConcludedResolvers<ContextType>;
  RepresentativeContract?: RepresentativeContractResolvers<ContextType>;
  RepresentativeContractPage?: RepresentativeContractPageResolvers<ContextType>;
  RepresentativeCustomer?: RepresentativeCustomerResolvers<ContextType>;
  RepresentativeDeactivated?: RepresentativeDeactivatedResolvers<ContextType>;
  RepresentativeDistrato?: RepresentativeDistratoResolvers<ContextType>;
  RepresentativePage?: RepresentativePageResolvers<ContextType>;
  RepresentativeParameter?: RepresentativeParameterResolvers<ContextType>;
  RepresentativeParameterPage?: RepresentativeParameterPageResolvers<ContextType>;
  SalesDashboard?: SalesDashboardResolvers<ContextType>;
  SalesPriceTable?: SalesPriceTableResolvers<ContextType>;
  SalesPriceTablePage?: SalesPriceTablePageResolvers<ContextType>;
  SalesRow?: SalesRowResolvers<ContextType>;
  SavedGridView?: SavedGridViewResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SimulatedPrice?: SimulatedPriceResolvers<ContextType>;
  SinglePriceSimulation?: SinglePriceSimulationResolvers<ContextType>;
  Situation?: SituationResolvers<ContextType>;
  SituationPage?: SituationPageResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Substitute?: SubstituteResolvers<ContextType>;
  SubstitutePage?: SubstitutePageResolvers<ContextType>;
  SubstituteReportPage?: SubstituteReportPageResolvers<ContextType>;
  SubstituteReportRow?: SubstituteReportRowResolvers<ContextType>;
  TaskField?: TaskFieldResolvers<ContextType>;
  TaskItem?: TaskItemResolvers<ContextType>;
  TaskItemPage?: TaskItemPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserWithTask?: UserWithTaskResolvers<ContextType>;
  VpcCostRow?: VpcCostRowResolvers<ContextType>;
  VpcRequest?: VpcRequestResolvers<ContextType>;
  VpcRequestPage?: VpcRequestPageResolvers<ContextType>;
  WorkflowAction?: WorkflowActionResolvers<ContextType>;
  WorkflowAllowed?: WorkflowAllowedResolvers<ContextType>;
  WorkflowContext?: WorkflowContextResolvers<ContextType>;
  WorkflowExecutionSummary?: WorkflowExecutionSummaryResolvers<ContextType>;
  WorkflowHistoryEntry?: WorkflowHistoryEntryResolvers<ContextType>;
  WorkflowJurisdiction?: WorkflowJurisdictionResolvers<ContextType>;
  WorkflowJurisdictionPage?: WorkflowJurisdictionPageResolvers<ContextType>;
  WorkflowRole?: WorkflowRoleResolvers<ContextType>;
  WorkflowRoleMember?: WorkflowRoleMemberResolvers<ContextType>;
  WorkflowSla?: WorkflowSlaResolvers<ContextType>;
  WorkflowStep?: WorkflowStepResolvers<ContextType>;
  WorkflowTask?: WorkflowTaskResolvers<ContextType>;
  WorkflowTaskSla?: WorkflowTaskSlaResolvers<ContextType>;
  WorkflowType?: WorkflowTypeResolvers<ContextType>;
  WorkflowTypePage?: WorkflowTypePageResolvers<ContextType>;
  WorkflowTypeRef?: WorkflowTypeRefResolvers<ContextType>;
  WorkflowVersion?: WorkflowVersionResolvers<ContextType>;
}>;

