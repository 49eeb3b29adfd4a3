/**
 * The import kit's contract (issue 15, 'Safe imports'): what a file of each kind holds, who may
 * import it, and the texts people read. Services, gateway and web read the same definitions.
 */
import { NEGOTIATION_MSG } from '../negotiations/model.js';
import { REPRESENTATIVE_MSG } from '../representatives/model.js';
import { ORDERS_IMPORT } from '../orders/import.js';

/**
 * How a cell is read: as it is, as an amount / percent with at most two decimals, as a whole
 * number, or as a date (DD/MM/AAAA, AAAA-MM-DD or a date cell).
 */
export type ImportColumnType = 'text' | 'money' | 'percent' | 'integer' | 'date';

export type ImportColumn = {
  /** The row's field, as the kind's writer reads it. */
  key: string;
  /** The header in the file's first row, matched ignoring case and accents. */
  header: string;
  type: ImportColumnType;
  required?: boolean;
  /** The most characters of a text cell (100 when not told). */
  max?: number;
};

/** FILE: all or nothing for the file; BATCH: all or nothing per batch of `batchSize` rows. */
export type ImportMode = 'FILE' | 'BATCH';

export type ImportStatus = 'RUNNING' | 'VALIDATED' | 'INVALID' | 'DONE' | 'PARTIAL' | 'CANCELLED' | 'FAILED';

export type ImportDefinition = {
  /** The kind's key (GraphQL ImportKind). */
  kind: string;
  /** Its path under /services/imports/ and /files/imports/. */
  rest: string;
  /** Importing needs module × IMPORTACAO_EM_MASSA; reading its history, module × VISUALIZAR. */
  module: string;
  /** What is imported, as the page and the history name it. */
  title: string;
  /** What a file's description may say: the panel's example under its description field. */
  example?: string;
  /** What the rows go into, when the import belongs to one record (a price table). */
  target?: string;
  columns: readonly ImportColumn[];
  /** What a row does, told beside the columns. */
  help: string;
  /** The columns that together name one record: a row with the same key updates it. */
  key: readonly string[];
  batchSize: number;
  /** What the page says when the import cannot be sent or fails (IMPORT_MSG.failed when not told). */
  failed?: string;
  /**
   * One choice for the whole file, sent with the upload as the field `key` (an order import's
   * origin); the first option when not sent.
   */
  choice?: { key: string; label: string; options: Readonly<Record<string, string>> };
  /** The real-time event its progress goes out on ('importProgress' when not told; spec/01: orders' own). */
  progressEvent?: 'ordersImportProgress';
};

export const IMPORT_MODE_LABEL: Record<ImportMode, string> = {
  FILE: 'Tudo ou nada: o arquivo inteiro',
  BATCH: 'Por lote: grava os lotes sem erro',
};

export const IMPORT_STATUS_LABEL: Record<ImportStatus, string> = {
  RUNNING: 'Em andamento',
  VALIDATED: 'Validado, sem erros',
  INVALID: 'Com erros, nada gravado',
  DONE: 'Concluído',
  PARTIAL: 'Concluído em parte',
  CANCELLED: 'Cancelado',
  FAILED: 'Falhou',
};

/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 50_000;

export const IMPORT_MSG = {
  failed: 'Falha ao importar arquivo',
  unreadable: 'Não foi possível ler o arquivo: envie uma planilha XLSX.',
  noRows: 'O arquivo não tem linhas para importar.',
  tooManyRows: (max: number) =>
    `O arquivo tem mais de ${max.toLocaleString('pt-BR')} linhas: divida-o em arquivos menores.`,
  missingColumn: (header: string) => `Falta a coluna '${header}' na primeira linha do arquivo.`,
  required: (header: string) => `${header}: preenchimento obrigatório.`,
  invalidAmount: (header: string) => `${header}: valor inválido (use números com até duas casas decimais).`,
  invalidPercent: (header: string) => `${header}: percentual inválido (de 0 a 100, até duas casas decimais).`,
  tooLong: (header: string, max = 100) => `${header}: no máximo ${max} caracteres.`,
  invalidInteger: (header: string) => `${header}: informe um número inteiro maior que zero.`,
  invalidDate: (header: string) => `${header}: data inválida (use DD/MM/AAAA).`,
  invalidOption: (header: string, options: readonly string[]) =>
    `${header}: valor inválido (use ${options.join(', ')}).`,
  repeated: (line: number) => `Repete a chave da linha ${line} do arquivo.`,
  batchSkipped: 'Não gravada: outra linha do mesmo lote tem erro.',
  cancelled: 'Importação cancelada',
  notRunning: 'Esta importação já terminou.',
  notFound: 'Importação não encontrada',
  errorReportTitle: 'Erros da importação',
  errorLine: 'Linha',
  errorReason: 'Motivo',
  targetRequired: 'Informe onde importar.',
  invalidChoice: (label: string) => `${label}: escolha uma das opções.`,
} as const;

/** Items of one price table, by product code (spec/02 issue 14: items in bulk from XLSX). */
export const PRICE_TABLE_ITEMS_IMPORT: ImportDefinition = {
  kind: 'PRICE_TABLE_ITEMS',
  rest: 'price-table-items',
  module: 'TABELA_DE_PRECO_ADM',
  title: 'Itens da tabela de preço',
  example: 'reajuste de preços de dezembro',
  target: 'Tabela de preço',
  columns: [
    { key: 'productCode', header: 'Código do produto', type: 'text', required: true },
    { key: 'price', header: 'Preço', type: 'money', required: true },
    { key: 'minPrice', header: 'Preço mínimo', type: 'money' },
    { key: 'maxDiscount', header: 'Desconto máximo (%)', type: 'percent' },
  ],
  help: 'Um produto que já está na tabela tem seus valores atualizados; os demais são incluídos.',
  key: ['productCode'],
  batchSize: 500,
};

/**
 * Negotiations with their items (spec/02 §2 /sales/negotiations/import, §7 'POST import deals
 * (multipart file, mode, description)'): one row per item; the rows with the same TOTVS number are
 * one negotiation, created or updated with its items. A representative imports his own customers'
 * deals only.
 */
export const NEGOTIATIONS_IMPORT: ImportDefinition = {
  kind: 'NEGOTIATIONS',
  rest: 'negotiations',
  module: 'NEGOCIACOES',
  title: 'Negociações',
  example: 'negociações da campanha de Natal',
  columns: [
    { key: 'number', header: 'Número da negociação TOTVS', type: 'text', required: true, max: 30 },
    { key: 'customerDocument', header: 'CNPJ/CPF do cliente', type: 'text', required: true },
    { key: 'typeOfFunds', header: 'Tipo de verba', type: 'text', required: true },
    { key: 'typeOfPayment', header: 'Tipo de pagamento', type: 'text', required: true },
    { key: 'campaign', header: 'Campanha', type: 'text', max: 80 },
    { key: 'reason', header: 'Motivo', type: 'text', required: true, max: 500 },
    { key: 'firstPeriod', header: 'Primeiro período', type: 'date', required: true },
    { key: 'lastPeriod', header: 'Último período', type: 'date', required: true },
    { key: 'destinationState', header: 'UF de destino', type: 'text', required: true },
    { key: 'conditionPayment', header: 'Condição de pagamento', type: 'text', max: 60 },
    { key: 'expirationDate', header: 'Validade', type: 'date' },
    { key: 'valueBudget', header: 'Valor da verba', type: 'money' },
    { key: 'budgetDescription', header: 'Descrição da verba', type: 'text', max: 120 },
    { key: 'productCode', header: 'Código do produto', type: 'text', required: true },
    { key: 'quantity', header: 'Quantidade', type: 'integer', required: true },
    { key: 'price', header: 'Preço negociado sem IPI', type: 'money', required: true },
    { key: 'percPriceVpc', header: 'VPC (%)', type: 'percent' },
    { key: 'percVpcFan', header: 'FAN (%)', type: 'percent' },
  ],
  help:
    'Uma linha por item: as linhas com o mesmo número TOTVS formam uma negociação, com os mesmos dados em todas. ' +
    'Uma negociação que já existe (em rascunho) é atualizada, e seus itens do mesmo produto também; as demais são incluídas.',
  key: ['number', 'productCode'],
  batchSize: 500,
  failed: NEGOTIATION_MSG.importFailed,
};

/**
 * Representatives' commissions set by hand per order line (spec/02 §1 'commission import', §7
 * 'POST import commission (multipart file)'): the line's percentage, within its representative's
 * minimum and maximum, where his parameters allow a manual commission.
 */
export const COMMISSIONS_IMPORT: ImportDefinition = {
  kind: 'COMMISSIONS',
  rest: 'commissions',
  module: 'COMISSAO',
  title: 'Comissões',
  example: 'comissões de novembro',
  columns: [
    { key: 'orderNumber', header: 'Pedido', type: 'text', required: true, max: 20 },
    { key: 'productCode', header: 'Código do produto', type: 'text', required: true },
    { key: 'percentage', header: 'Comissão (%)', type: 'percent', required: true },
  ],
  help:
    'Uma linha por item de pedido aprovado: o percentual de comissão do item, dentro da comissão mínima e máxima ' +
    'do representante, que precisa ter comissão manual. Um item que já tem comissão manual é atualizado.',
  key: ['orderNumber', 'productCode'],
  batchSize: 500,
  failed: REPRESENTATIVE_MSG.commissionImportFailed,
};

/** Every kind of import the product has. */
export const IMPORTS: readonly ImportDefinition[] = [
  PRICE_TABLE_ITEMS_IMPORT,
  NEGOTIATIONS_IMPORT,
  COMMISSIONS_IMPORT,
  ORDERS_IMPORT,
];

/** What the page says when a kind's import cannot be sent or fails. */
export const importFailedText = (def: ImportDefinition) => def.failed ?? IMPORT_MSG.failed;

export const importOf = (kind: string) => IMPORTS.find((d) => d.kind === kind);
