/**
 * Representatives (spec/02 §2 /client/representatives, §3 Representative and Contract, §4, §7 and
 * §8 Representatives): a company (CNPJ) or person (CPF) bound by a contract, linked to the user who
 * signs in; pre-registered, parameterized, contracted, then concluded into the registration
 * workflow, whose approval makes him active.
 */
import { optionsOf } from '../pricing/model.js';

export const REPRESENTATIVES_PATH = '/client/representatives';
export const REPRESENTATIVES_PANEL_PATH = '/client/representatives/panel';
/** The workflow a concluded pre-registration goes through; its approval makes him active. */
export const REPRESENTATIVE_WORKFLOW = 'CADASTRO_REPRESENTANTE';
/** The workflow a registration change goes through; the approved values are then saved. */
export const REPRESENTATIVE_CHANGE_WORKFLOW = 'ALTERACAO_CADASTRAL_REPRESENTANTE';

/**
 * Where a representative stands: pre-registered; in consultation while the back office fills his
 * registration parameters and contract; in approval once concluded; active once approved; and the
 * ends of his contract (distrato) and of his registration (inactive).
 */
export const REPRESENTATIVE_STATUSES = {
  PRE_REGISTRATION: 'Pré-cadastro',
  IN_CONSULTATION: 'Em consulta',
  IN_APPROVAL: 'Em aprovação',
  ACTIVE: 'Ativo',
  DISTRATO: 'Distrato',
  INACTIVE: 'Inativo',
} as const;
export type RepresentativeStatus = keyof typeof REPRESENTATIVE_STATUSES;
/** The statuses whose registration is still being filled: parameters and contract may change. */
export const REPRESENTATIVE_OPEN_STATUSES: readonly RepresentativeStatus[] = [
  'PRE_REGISTRATION',
  'IN_CONSULTATION',
];

export const REPRESENTATIVE_TYPES = {
  COMERCIAL: 'Representante comercial',
  AGENTE: 'Agente de vendas',
  DISTRIBUIDOR: 'Distribuidor',
  INTERNO: 'Vendedor interno',
} as const;

export const REPRESENTATIVE_PERSON_TYPES = { PJ: 'Pessoa jurídica', PF: 'Pessoa física' } as const;

export const REPRESENTATIVE_GROUPS = {
  VAREJO: 'Varejo',
  ATACADO: 'Atacado',
  KEY_ACCOUNT: 'Key account',
  E_COMMERCE: 'E-commerce',
} as const;

export const PAYMENT_SCHEDULES = {
  MENSAL: 'Mensal',
  QUINZENAL: 'Quinzenal',
  SEMANAL: 'Semanal',
} as const;

/** On what the commission is due: the invoice's issue or its payment. */
export const COMMISSION_EMISSIONS = {
  FATURAMENTO: 'Na emissão da nota fiscal',
  RECEBIMENTO: 'No recebimento do título',
} as const;

export const REPRESENTATIVE_OPTIONS = {
  statuses: optionsOf(REPRESENTATIVE_STATUSES),
  types: optionsOf(REPRESENTATIVE_TYPES),
  personTypes: optionsOf(REPRESENTATIVE_PERSON_TYPES),
  groups: optionsOf(REPRESENTATIVE_GROUPS),
  paymentSchedules: optionsOf(PAYMENT_SCHEDULES),
  commissionEmissions: optionsOf(COMMISSION_EMISSIONS),
};

/** Texts of representatives: the spec's word for word (§4, §8), the product's own where it names none. */
export const REPRESENTATIVE_MSG = {
  // spec/02 §4, §8
  preRegistrationFailed: 'Falha ao solicitar pré-cadastro de representante',
  concludeFailed: 'Falha ao concluir o salvamento do pré-cadastro de representante',
  changeFailed: 'Falha ao solicitar alteração cadastral do representante',
  panelFailed: 'Falha ao buscar representante em pré-cadastro/em consulta',
  actionsFailed: 'Falha ao buscar ações do fluxo de trabalho',
  cnpjEditFailed: 'Erro ao editar cnpj',
  concluded: 'Workflow em andamento',
  deactivated: 'Representante desativado com sucesso!',
  deactivateFailed: 'Falha ao desativar representante',
  distratoFailed: 'Falha ao criar distrato',
  distratoDownloadFailed: 'Falha no download do distrato',
  commissionImportFailed: 'Falha ao importar comissão',
  noDocuments: 'Não há documentos para exportar',
  requestFailed: 'Erro na requisição',
  rulerToken: 'Erro em token Regua',
  rulerFailed: 'Erro de integração',
  documentGenerated: 'Documento gerado com sucesso',
  // The product's own
  notFound: 'Representante não encontrado',
  noAccess: 'Você não possui acesso a este representante.',
  cnpjTaken: 'CNPJ já cadastrado em outro representante',
  cpfTaken: 'CPF já cadastrado em outro representante',
  userTaken: 'Este usuário já está vinculado a outro representante',
  userNotFound: 'Usuário não encontrado ou inativo',
  cnpjForPj: 'Informe o CNPJ do representante pessoa jurídica',
  cpfForPf: 'Informe o CPF do representante pessoa física',
  cnpjOnlyPj: 'Somente representantes pessoa jurídica têm CNPJ',
  cnpjSame: 'O CNPJ informado é o atual',
  cnpjEditSeesAll: 'Somente quem vê todos os representantes edita o CNPJ',
  cnpjEdited: 'CNPJ alterado com sucesso',
  notOpen: 'O cadastro do representante não está em pré-cadastro nem em consulta',
  parametersTaken: 'Os parâmetros de cadastro deste representante já foram cadastrados',
  parametersMissing: 'Cadastre os parâmetros de cadastro antes de concluir',
  contractMissing: 'Cadastre o contrato antes de concluir',
  minAboveMax: 'Comissão mínima deve ser menor ou igual à comissão máxima',
  percentOutOfBounds: 'Percentual de comissão deve estar entre a comissão mínima e a máxima',
  parametersNotFound: 'Parâmetros de cadastro não encontrados',
  contractNotFound: 'Contrato não encontrado',
  notActive: 'Somente um representante ativo ou em distrato pode ser desativado',
  reassignTargetInvalid: 'Escolha um representante ativo, com usuário de acesso, para o cliente',
  reassignNotHis: 'O cliente não pertence mais a este representante',
  reassigned: (n: number) => (n === 1 ? '1 cliente redistribuído' : `${n} clientes redistribuídos`),
  distratoNotFound: 'Distrato não encontrado',
  distratoContractEnded: 'Este contrato já foi encerrado por um distrato total',
  distratoNotActive: 'Somente um representante ativo tem distrato',
  distratoDateOutside: 'A data do distrato deve estar dentro da vigência do contrato',
  distratoAboveContract: 'O valor do distrato parcial não pode exceder o valor do contrato',
  commissionNotAllowed: 'Comissão manual não permitida para este representante',
  commissionLineNotFound: (order: string, product: string) =>
    `Item do pedido ${order}, produto ${product}, não encontrado ou sem comissão`,
  commissionOutOfBounds: (min: string, max: string) =>
    `Percentual de comissão deve estar entre ${min} e ${max}`,
} as const;

/** A contract's termination (spec/02 §4): part of its values, or the whole contract. */
export const DISTRATO_KINDS = { PARTIAL: 'Parcial', TOTAL: 'Total' } as const;
export type DistratoKind = keyof typeof DISTRATO_KINDS;
