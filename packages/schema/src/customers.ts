import { formatCep, formatCnpj, formatCpf, formatPhone } from './validators/documents.js';
import { formatDateBr } from './validators/dates.js';
import { formatMoney } from './validators/format.js';
/** Customers (spec/02 §3 "Customer / registration"): the constants every side shares. */

export const CUSTOMER_STATUSES = ['PRE_REGISTRATION', 'IN_APPROVAL', 'ACTIVE', 'INACTIVE'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABEL: Readonly<Record<CustomerStatus, string>> = {
  PRE_REGISTRATION: 'Pré-cadastro',
  IN_APPROVAL: 'Em aprovação',
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
};

/** The customer-registration workflow a pre-registration goes through. */
export const CUSTOMER_WORKFLOW = 'CADASTRO_CLIENTE';
export const CUSTOMER_RECORD_PATH = '/client/customer';

export const PERSON_TYPES = ['PJ', 'PF'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const PERSON_TYPE_LABELS: Record<PersonType, string> = { PJ: 'Pessoa jurídica', PF: 'Pessoa física' };

/** Document types of spec/02 §3; a document's alias is one of these codes. */
export const CUSTOMER_DOCUMENT_TYPES = {
  SOCIAL_CONTRACT: 'Contrato social',
  REGISTRATION_FORM: 'Ficha cadastral',
  BILLING_RATIO: 'Relação de faturamento',
  BALANCE_SHEET: 'Balanço patrimonial atual',
  INCOME_TAX_PJ: 'Imposto de renda PJ',
  INCOME_TAX_PF: 'Imposto de renda PF',
  DEFIS_DASN: 'DEFIS/DASN',
  PGDAS: 'PGDAS',
  DRE: 'DRE',
  HOLDER_ID: 'Documento de identidade do titular',
  HOLDER_DRIVER_LICENSE: 'CNH do titular',
  RESIDENCE_PROOF: 'Comprovante de residência',
  SPECIAL_REGIME_LETTER: 'Cartas de regime especial',
  SINTEGRA_CONSULTATION: 'Consulta Sintegra',
  SIMPLES_NACIONAL_CONSULTATION: 'Consulta Simples Nacional',
  MATO_GROSSO_CONSULTATION: 'Consulta Mato Grosso',
  CONTRACTUAL_ALTERATION: 'Alteração contratual',
  SUPPLIER_SLIPS_INVOICES: 'Boletos ou notas fiscais de outros fornecedores',
} as const;
export type CustomerDocumentType = keyof typeof CUSTOMER_DOCUMENT_TYPES;
export const CUSTOMER_DOCUMENT_TYPE_CODES = Object.keys(CUSTOMER_DOCUMENT_TYPES) as CustomerDocumentType[];

/** CFOP codes per product family × region, each with an ST and a VPC variant. */
export const CFOP_FAMILIES = {
  TV: 'TV',
  NOTEBOOK: 'Notebook',
  MICROWAVE: 'Micro-ondas',
  MINISYSTEM: 'Minisystem',
  ARCON: 'Ar-condicionado',
  MONITOR: 'Monitor',
  SMART: 'Smart',
  TABLET: 'Tablet',
  DESKTOP: 'Desktop',
} as const;
export type CfopFamily = keyof typeof CFOP_FAMILIES;
export const CFOP_REGIONS = { MANAUS: 'Manaus', AG_SC: 'AG/SC', AG_SP: 'AG/SP' } as const;
export type CfopRegion = keyof typeof CFOP_REGIONS;
export const CFOP_VARIANTS = ['ST', 'VPC'] as const;
export type CfopVariant = (typeof CFOP_VARIANTS)[number];
/** The form field of one CFOP code: `cfop.<FAMILY>.<REGION>.<VARIANT>`. */
export const cfopField = (family: string, region: string, variant: string) =>
  `cfop.${family}.${region}.${variant}`;
/**
 * Goods leave the Manaus plant: an operation inside Amazonas starts with 5, one to another state
 * (the AG/SC and AG/SP warehouses) with 6. The services check it against the region.
 */
export const CFOP_FIRST_DIGIT: Readonly<Record<CfopRegion, string>> = { MANAUS: '5', AG_SC: '6', AG_SP: '6' };
export const cfopRegionMessage = (region: CfopRegion) =>
  `CFOP de ${CFOP_REGIONS[region]} deve começar com ${CFOP_FIRST_DIGIT[region]}`;

/** The yes/no flags of a customer, with their pt-BR labels. */
export const CUSTOMER_FLAGS = {
  issuesBankSlip: 'Emite boleto',
  generatesDebitNotice: 'Gera aviso de débito',
  calculatesFine: 'Calcula multa',
  receivesNfe: 'Recebe NF-e',
  simpleClient: 'Cliente simples',
  receivesSciInformation: 'Recebe informações SCI',
  standardIncome: 'Rendimento padrão',
  checkSerasa: 'Consulta Serasa',
  checkSupplier: 'Consulta fornecedor',
  doNotRetainIcms: 'Não retém ICMS',
  icmsSubstitute: 'Substituto de ICMS',
  ipiSuspensionOptant: 'Optante por suspensão de IPI',
  buysSpecificBrand: 'Compra marca específica',
  withholdsTax: 'Retém impostos',
  retentionAgent: 'Agente de retenção',
  nonCumulative100: '100% não cumulativo',
} as const;
export type CustomerFlag = keyof typeof CUSTOMER_FLAGS;

/**
 * A customer's fields as people read them, in the form's order: the form's labels, and the names its
 * history, conflict notices and exports give (a reference kept by name under its own key:
 * priceTable beside priceTableId).
 */
export const CUSTOMER_LABELS = {
  status: 'Situação',
  companyName: 'Matriz',
  companyCode: 'Código da matriz',
  companyCnpj: 'CNPJ da matriz',
  representativeName: 'Representante',
  personType: 'Tipo de pessoa',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  stateRegistration: 'Inscrição estadual',
  corporateName: 'Razão social',
  shortName: 'Nome reduzido',
  commercialPhone: 'Telefone comercial',
  billingPhone: 'Telefone de cobrança',
  billingEmail: 'E-mail de cobrança',
  invoiceEmail: 'E-mail de envio de NF',
  businessEmail: 'E-mail comercial',
  site: 'Site',
  initialContact: 'Contato inicial',
  cep: 'CEP',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  district: 'Bairro',
  city: 'Cidade',
  uf: 'UF',
  employees: 'Número de funcionários',
  suggestedLimit: 'Limite sugerido',
  socialCapital: 'Capital social',
  revenueLast12Months: 'Faturamento últimos 12 meses',
  implantationDate: 'Data de implantação',
  riskClass: 'Classe de risco',
  priceTableId: 'Tabela de preço',
  priceTable: 'Tabela de preço',
  priceTableRelatedId: 'Tabela de preço relacionada',
  priceTableRelated: 'Tabela de preço relacionada',
  crmTable: 'Tabela CRM',
  customerGroup: 'Grupo de clientes',
  carrier: 'Transportadora',
  bankInstruction: 'Instrução bancária',
  taxRegime: 'Regime tributário',
  icmsTaxpayer: 'Contribuinte de ICMS',
  suframa: 'SUFRAMA',
  crc: 'CRC',
  activityBranch: 'Ramo de atividade',
  ...CUSTOMER_FLAGS,
} as const;

export const CUSTOMER_FLAG_KEYS = Object.keys(CUSTOMER_FLAGS) as CustomerFlag[];

export const TAX_REGIMES = {
  SIMPLES_NACIONAL: 'Simples Nacional',
  LUCRO_PRESUMIDO: 'Lucro Presumido',
  LUCRO_REAL: 'Lucro Real',
  MEI: 'MEI',
} as const;
export const ICMS_TAXPAYER = {
  CONTRIBUINTE: 'Contribuinte',
  NAO_CONTRIBUINTE: 'Não contribuinte',
  ISENTO: 'Isento',
} as const;
export const RISK_CLASSES = { A: 'A', B: 'B', C: 'C', D: 'D', E: 'E' } as const;
export const NATURE_OPERATIONS = {
  VENDA: 'Venda',
  BONIFICACAO: 'Bonificação',
  REMESSA: 'Remessa',
  TROCA: 'Troca',
  DEVOLUCAO: 'Devolução',
} as const;
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

/** Customer texts the spec does not name (its own are in MSG). */
export const CUSTOMER_MSG = {
  listFailed: 'Falha ao buscar consulta clientes',
  preRegistrationListFailed: 'Falha ao buscar clientes em pré-cadastro',
  preRegistrationRemoveFailed: 'Falha ao remover clientes em pré-cadastro',
  queryFailed: 'Erro ao consultar cliente.',
  cnpjFound: 'CNPJ encontrado com sucesso',
  cnpjLookupFailed: 'Erro ao buscar CNPJ',
  cnpjTaken: 'CNPJ já cadastrado para outro cliente',
  cpfTaken: 'CPF já cadastrado para outro cliente desta Matriz',
  notFound: 'Cliente não encontrado',
  cnpjOutsideMatrix: 'O CNPJ não pertence à matriz escolhida',
  onlyApprovedToggle: 'Somente clientes aprovados podem ser ativados ou inativados',
  onlyPreRegistrationRemoved: 'Somente clientes em pré-cadastro podem ser removidos',
  matrixRequired: 'Busque a matriz pelo CNPJ',
  onlyPreRegistrationToApproval: 'Somente clientes em pré-cadastro podem ser enviados para aprovação',
  representativeNotFound: 'Usuário não localizado.',
  priceTableNotFound: 'Tabela de preço não encontrada',
  priceTableNotValid: 'Escolha uma tabela de preço ativa e dentro da vigência',
} as const;

const labelOf = (labels: Readonly<Record<string, string>>) => (v: string) => labels[v] ?? v;
/** Fields people read otherwise than stored: labels of codes, masks, money and days. */
const CUSTOMER_SHOWN: Readonly<Record<string, (v: string) => string>> = {
  status: labelOf(CUSTOMER_STATUS_LABEL),
  personType: labelOf(PERSON_TYPE_LABELS),
  taxRegime: labelOf(TAX_REGIMES),
  icmsTaxpayer: labelOf(ICMS_TAXPAYER),
  cnpj: formatCnpj,
  companyCnpj: formatCnpj,
  cpf: formatCpf,
  commercialPhone: formatPhone,
  billingPhone: formatPhone,
  cep: formatCep,
  suggestedLimit: formatMoney,
  socialCapital: formatMoney,
  revenueLast12Months: formatMoney,
  implantationDate: formatDateBr,
};

/**
 * A customer's value of `key` as people read it (its history, a conflict notice): 'Em aprovação',
 * a masked CNPJ or phone, R$ 1.234,56, dd/mm/aaaa; any other value as it is.
 */
export const customerDisplay = (key: string, value: unknown): unknown =>
  typeof value === 'string' && value && CUSTOMER_SHOWN[key] ? CUSTOMER_SHOWN[key](value) : value;
