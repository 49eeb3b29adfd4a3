/**
 * Products and price tables (spec/02 §2, §7 'Price table' and 'Products', §8 'Product and price
 * table'): what every side shares beyond the record kit's definitions.
 */
import { CFOP_FAMILIES } from '../customers.js';

export const PRICE_TABLES_PATH = '/administrative/registerAux/priceTable';
export const PRODUCTS_PATH = '/sales/products';
export const SALES_PRICE_TABLE_PATH = '/sales/pricetable';
export const PRICE_TABLE_REPORT_PATH = '/sales/pricetable/report';
export const PRODUCT_RELEASES_PATH = '/sales/productreleases';
/** The workflow type of a product release's approval (spec/02 §7 'POST update products workflow'). */
export const PRODUCT_RELEASE_WORKFLOW = 'LIBERACAO_PRODUTOS';

/** Where a release stands: a draft, in approval, or approved (its products released). */
export const PRODUCT_RELEASE_STATUSES = {
  RASCUNHO: 'Rascunho',
  EM_APROVACAO: 'Em aprovação',
  APROVADA: 'Aprovada',
} as const;
export type ProductReleaseStatus = keyof typeof PRODUCT_RELEASE_STATUSES;

/** Texts of product releases: the spec's word for word (§7, §8), the product's own where it names none. */
export const RELEASE_MSG = {
  historyFailed: 'Falha ao criar histórico',
  fileSaved: 'Arquivo salvo com sucesso!',
  notFound: 'Liberação de produtos não encontrada',
  notDraft: 'A liberação só muda enquanto é um rascunho.',
  notInApproval: 'A liberação não está em aprovação.',
  noItems: 'Inclua ao menos um produto na liberação antes de enviá-la para aprovação.',
  itemTaken: 'Este produto já está nesta liberação',
  inactiveProduct: 'Produto inativo não pode ser liberado',
  noTask: 'Você não tem tarefa aberta de aprovação desta liberação.',
  approvedAll: 'Todos os produtos da liberação foram aprovados',
  pdfFailed: 'Erro ao gerar o documento',
} as const;

/** A product's family: the nine of the customer's CFOP fields. */
export const PRODUCT_FAMILIES = CFOP_FAMILIES;
export type ProductFamily = keyof typeof PRODUCT_FAMILIES;

export const PRODUCT_UNITS = { UN: 'Unidade', CX: 'Caixa', KIT: 'Kit' } as const;

/** Where a product stands on its way to sale (a release approves it). */
export const RELEASE_STATUSES = {
  PENDENTE: 'Pendente',
  EM_APROVACAO: 'Em aprovação',
  LIBERADO: 'Liberado',
} as const;
export type ReleaseStatus = keyof typeof RELEASE_STATUSES;

/** The customer groups a price table may serve (a customer's `customerGroup`). */
export const CUSTOMER_GROUPS = {
  VAREJO: 'Varejo',
  ATACADO: 'Atacado',
  DISTRIBUIDOR: 'Distribuidor',
  ECOMMERCE: 'E-commerce',
} as const;
export type CustomerGroup = keyof typeof CUSTOMER_GROUPS;

export const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Texts of products and price tables: the spec's word for word, the product's own where it names none. */
export const PRICE_MSG = {
  // spec/02 §5 and §8
  productCodeRequired: 'Codigo Produto é obrigatório para consulta',
  productNotFoundForCode: 'Não foi encontrado produto para o numero informado!',
  productQueryFailed: 'Erro ao consultar produtos.',
  createFailed: 'Falha ao criar tabela de preço',
  updateFailed: 'Falha ao atualizar tabela de preço',
  inactivateFailed: 'Falha ao inativar tabela de preço',
  reportEmpty: 'Não foram localizados dados para gerar arquivo Excel',
  reportFailed: 'Falha ao buscar dados de tabela de preço',
  // The product's own
  productCodeTaken: 'Já existe um produto com este código',
  tableCodeTaken: 'Já existe uma tabela de preço com este código',
  itemTaken: 'Este produto já está nesta tabela de preço',
  scopeRequired: 'Informe os estados atendidos e/ou o grupo de clientes',
  minPriceAbovePrice: 'O preço mínimo deve ser menor ou igual ao preço',
  floorOrDiscount: 'Informe o preço mínimo ou o desconto máximo, não os dois',
  tableNotFound: 'Tabela de preço não encontrada',
  productNotFound: 'Produto não encontrado',
  noPrice: 'Nenhuma tabela de preço vigente tem este produto para este cliente.',
  /** Two active tables of the same scope sell the same product over days they share. */
  overlap: (table: string, product: string) =>
    `Vigência sobreposta à da tabela ${table}, ativa no mesmo escopo, para o produto ${product}`,
} as const;

/** 'm/yyyy' of `now` in America/Sao_Paulo, the month without a leading zero. */
export function monthYear(now = new Date()) {
  const [month, year] = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    month: 'numeric',
    year: 'numeric',
  })
    .format(now)
    .split('/');
  return `${Number(month)}/${year}`;
}

/**
 * The report's file name (spec/02 §7): 'Tabela de Preço' plus month/year plus .xlsx; the slash
 * written as U+2215, which reads the same, since a file name may not hold '/'.
 */
export const priceTableReportFileName = (now = new Date()) =>
  `Tabela de Preço ${monthYear(now).replace('/', '\u2215')}.xlsx`;
