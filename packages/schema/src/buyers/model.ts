/** Buyers (/client/buyers): a customer's purchasing contacts, the people who buy from us for it. */

export const BUYERS_PATH = '/client/buyers';
/** The workflow a buyer's registration change goes through; the approved values are then saved. */
export const BUYER_CHANGE_WORKFLOW = 'ALTERACAO_CADASTRAL_COMPRADOR';

/** GET /services/customers/:id/have-buyer: whether a customer has active buyers, and its main one. */
export type HaveBuyerDTO = {
  customerId: number;
  haveBuyer: boolean;
  activeBuyers: number;
  mainBuyer: { id: number; name: string } | null;
};

/** The product's own texts for buyers (the spec names none but the 403 one, which is MSG.noClientAccess). */
export const BUYER_MSG = {
  customerNotFound: 'Cliente não encontrado',
  cpfTaken: 'CPF já cadastrado como comprador deste cliente',
  customerRequired: 'Selecione o cliente',
  inactiveMain: 'Um comprador inativo não pode ser o principal',
  mainMovedHint: 'O comprador principal anterior deste cliente deixa de ser o principal.',
} as const;
