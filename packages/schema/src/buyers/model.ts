import type { ChangeRequestDTO } from '../dto.js';
/** Buyers (/client/buyers): a customer's purchasing contacts, the people who buy from us for it. */

export const BUYERS_PATH = '/client/buyers';
/** The workflow a buyer's registration change goes through; the approved values are then saved. */
export const BUYER_CHANGE_WORKFLOW = 'ALTERACAO_CADASTRAL_COMPRADOR';

/** GET /services/buyers/:id and each row of the buyers list. */
export type BuyerDTO = {
  id: number;
  customerId: number;
  /** The customer's corporate name and short name, as the list and the record show them. */
  customerName: string;
  customerShortName: string;
  name: string;
  /** 11 digits, no mask. */
  cpf: string;
  email: string;
  /** Digits only; null when not given. */
  phone: string | null;
  position: string | null;
  /** The customer's main buyer: at most one per customer. */
  main: boolean;
  active: boolean;
  notes: string | null;
  updatedAt: string;
  /** The registration change waiting for approval (GET by id only). */
  pendingChange?: ChangeRequestDTO | null;
  /** Whether the caller's changes are requests that a workflow approves (GET by id only). */
  changeByRequest?: boolean;
};

/** GET /services/customers/:id/have-buyer: whether a customer has active buyers, and its main one. */
export type HaveBuyerDTO = {
  customerId: number;
  haveBuyer: boolean;
  activeBuyers: number;
  mainBuyer: { id: number; name: string } | null;
};

/** The product's own texts for buyers (the spec names none but the 403 one, which is MSG.noClientAccess). */
export const BUYER_MSG = {
  notFound: 'Comprador não encontrado',
  customerNotFound: 'Cliente não encontrado',
  cpfTaken: 'CPF já cadastrado como comprador deste cliente',
  saveFailed: 'Falha ao salvar o comprador',
  toggleFailed: 'Falha ao alterar a situação do comprador',
  queryFailed: 'Obtivemos um erro ao buscar informações do comprador. Deseja refazer a busca?',
  customerRequired: 'Selecione o cliente',
  inactiveMain: 'Um comprador inativo não pode ser o principal',
  mainMovedHint: 'O comprador principal anterior deste cliente deixa de ser o principal.',
} as const;

/** Field labels of a buyer: the form, the history and the log export. */
export const BUYER_LABELS: Readonly<Record<string, string>> = {
  customerName: 'Cliente',
  name: 'Nome',
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Telefone',
  position: 'Cargo',
  main: 'Comprador principal',
  active: 'Ativo',
  notes: 'Observações',
};

export const BUYER_NOTES_MAX = 500;
