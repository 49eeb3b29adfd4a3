import type { Action } from './permissions.js';

export type RouteVariant =
  'create' | 'edit' | 'view' | 'workflow' | 'historic' | 'pdf' | 'import' | 'approve' | 'approval';

export type RouteDef = {
  key: string;
  path: string;
  title: string;
  /** Visible when the user holds any of these modules with `action`; empty means every logged-in user. */
  modules: readonly string[];
  action: Action;
  menu?: { section: string; group?: string; order: number };
  variants: readonly RouteVariant[];
};

// group: the menu's second level; '-' keeps a route out of the menu (reached from other screens).
type Row = [path: string, title: string, module: string, variants: string, group?: string];

const CRUD = 'create,edit,view';

const AREAS: { section: string; rows: Row[] }[] = [
  {
    section: 'Administrativo',
    rows: [
      ['/administrative/users', 'Usuários', 'CONTROLE_DE_USUARIO', `${CRUD},historic`, 'Controle de acesso'],
      ['/administrative/profiles', 'Perfis', 'CONTROLE_DE_PERFIL', `${CRUD},historic`, 'Controle de acesso'],
      [
        '/administrative/permissionInspector',
        'Inspetor de permissões',
        'INSPETOR_DE_PERMISSOES',
        '',
        'Controle de acesso',
      ],
      [
        '/administrative/registerAux/priceTable',
        'Tabela de Preço',
        'TABELA_DE_PRECO_ADM',
        `${CRUD},historic`,
        'Cadastros auxiliares',
      ],
      [
        '/administrative/registerAux/approvalMode',
        'Modo de Aprovação',
        'MODO_DE_APROVACAO',
        'workflow,historic',
        'Cadastros auxiliares',
      ],
      [
        '/administrative/workflowPanel',
        'Painel de Workflow',
        'PAINEL_WORKFLOW',
        `${CRUD},historic`,
        'Workflow',
      ],
      [
        '/administrative/statusRegister',
        'Cadastro de Situação',
        'CADASTRO_DE_SITUACAO',
        'historic',
        'Workflow',
      ],
      ['/administrative/titleAction', 'Títulos de Ação', 'TITULO_DE_ACAO', 'historic', 'Workflow'],
      ['/administrative/taskPanelList', 'Painel de Tarefas', 'PAINEL_DE_TAREFAS', 'workflow', 'Tarefas'],
      [
        '/administrative/transferTasks',
        'Transferência de Tarefas',
        'TRANSFERENCIA_DE_TAREFAS',
        '',
        'Tarefas',
      ],
      ['/administrative/assumed', 'Tarefas Assumidas', 'TAREFAS_ASSUMIDAS', '', 'Tarefas'],
      ['/administrative/pending', 'Tarefas Pendentes', 'TAREFAS_PENDENTES', '', 'Tarefas'],
      ['/administrative/companies', 'Empresas', 'EMPRESAS', `${CRUD},workflow,historic`],
      ['/administrative/substitutes', 'Substitutos', 'SUBSTITUTOS', 'historic', 'Substitutos'],
      [
        '/administrative/substitutes/report',
        'Relatório de Substitutos',
        'RELATORIO_SUBSTITUTOS',
        '',
        'Substitutos',
      ],
      ['/administrative/documentation', 'Documentação', 'DOCUMENTACAO', ''],
      ['/administrative/loginImage', 'Imagem de Login', 'CONFIGURACOES', '', 'Configurações'],
    ],
  },
  {
    section: 'Cliente',
    rows: [
      ['/client/buyers', 'Compradores', 'COMPRADORES', `${CRUD},workflow,historic`],
      ['/client/customer', 'Clientes', 'CLIENTES', `${CRUD},workflow,historic`, 'Clientes'],
      ['/client/customer/panel', 'Pré-Cadastro', 'PRE_CADASTRO_CLIENTE', '', 'Clientes'],
      ['/client/customer/totvsPanel', 'Painel TOTVS', 'CLIENTES_TOTVS', '', 'Clientes'],
      ['/client/customerProspection', 'Prospecção de Clientes', 'PROSPECCAO_CLIENTE', 'view', '-'],
      ['/client/customer/report', 'Relatório de Clientes', 'RELATORIO_CLIENTES', '', 'Clientes'],
      ['/client/customer/dashboard', 'Dashboard de Clientes', 'DASHBOARD_CLIENTES', '', 'Clientes'],
      [
        '/client/representatives/panel',
        'Pré-Cadastro de Representantes',
        'PRE_CADASTRO_REPRESENTANTE',
        '',
        'Representantes',
      ],
      [
        '/client/representatives/totvsPanel',
        'Representantes TOTVS',
        'REPRESENTANTES_TOTVS',
        '',
        'Representantes',
      ],
      [
        '/client/representatives',
        'Representantes',
        'REPRESENTANTES',
        `${CRUD},workflow,historic`,
        'Representantes',
      ],
    ],
  },
  {
    section: 'Financeiro',
    rows: [
      ['/financial/sums/budget', 'Verbas', 'VERBAS', 'create,edit,view,historic', 'Verbas'],
      ['/financial/jurisdiction', 'Alçada', 'ALCADA', 'historic', 'Verbas'],
      ['/financial/vpc', 'Solicitações de VPC', 'VPC', 'create,edit,view,workflow,historic', 'Verbas'],
      ['/financial/custVpc', 'Custo VPC', 'CUSTO_VPC', '', 'Verbas'],
      ['/financial/debitNotes', 'Notas de Débito', 'NOTA_DE_DEBITO', `${CRUD},historic`, 'Verbas'],
      ['/financial/tasks', 'Tarefas do Financeiro', 'TAREFAS_FINANCEIRO', ''],
      ['/financial/banks', 'Bancos', 'BANCOS', `${CRUD},workflow,historic`],
      ['/financial/titlesReceive', 'Títulos a Receber', 'TITULOS_A_RECEBER', `${CRUD},historic`, 'Títulos'],
      ['/financial/balanceFunds', 'Saldo de Verbas', 'SALDO_DE_VERBAS', '', 'Verbas'],
      ['/financial/priceSimulation', 'Simulação de Preço', 'SIMULACAO_DE_PRECO', '', 'Verbas'],
      ['/financial/salesDashboard', 'Dashboard de Vendas', 'DASHBOARD_VENDAS', ''],
      ['/fan', 'FAN', 'FAN', `${CRUD},workflow,historic`],
    ],
  },
  {
    section: 'Vendas',
    rows: [
      ['/sales/pricetable', 'Tabela de Preço', 'TABELA_DE_PRECO', '', 'Tabela de Preço'],
      [
        '/sales/pricetable/report',
        'Relatório de Tabela de Preço',
        'RELATORIO_TABELA_DE_PRECO',
        '',
        'Tabela de Preço',
      ],
      ['/sales/orders', 'Pedidos', 'PEDIDOS', 'create,edit,view,historic,import', 'Pedidos'],
      ['/sales/orders/approval', 'Aprovação de Pedidos', 'APROVACAO_PEDIDOS', 'workflow', 'Pedidos'],
      ['/sales/negotiations', 'Negociações', 'NEGOCIACOES', 'create,edit,view,historic,pdf,workflow,import'],
      [
        '/sales/productreleases',
        'Liberação de Produtos',
        'LIBERACAO_DE_PRODUTOS',
        'create,edit,view,historic,workflow',
        'Produtos',
      ],
      ['/sales/products', 'Produtos', 'PRODUTOS', `${CRUD},historic`, 'Produtos'],
      ['/sales/presidency', 'Presidência', 'PRESIDENCIA', 'edit,approve'],
      ['/sales/neogrid', 'Neogrid', 'NEOGRID', ''],
      ['/sales/credit', 'Crédito', 'CREDITO', ''],
      ['/sales/catalogs', 'Catálogos', 'CATALOGOS', '', 'Produtos'],
    ],
  },
];

/** Routes of the shell (spec/01 §2): visible to every logged-in user. */
const SHELL: RouteDef[] = [
  {
    key: 'home',
    path: '/',
    title: 'Início',
    modules: [],
    action: 'VISUALIZAR',
    variants: [],
  },
  {
    key: 'notificationList',
    path: '/notifications',
    title: 'Notificações',
    modules: [],
    action: 'VISUALIZAR',
    variants: [],
  },
  {
    key: 'messageboard',
    path: '/messageboard',
    title: 'Mural de Recados',
    modules: [],
    action: 'VISUALIZAR',
    variants: [],
  },
];

const keyOf = (path: string) => path.replace(/^\//, '').replace(/\/(.)/g, (_, c: string) => c.toUpperCase());

export const ROUTES: readonly RouteDef[] = [
  ...SHELL,
  ...AREAS.flatMap(({ section, rows }) =>
    rows.map(([path, title, module, variants, group], i): RouteDef => ({
      key: keyOf(path),
      path,
      title,
      modules: [module],
      action: 'VISUALIZAR',
      ...(group === '-' ? {} : { menu: { section, ...(group ? { group } : {}), order: i } }),
      variants: variants ? (variants.split(',') as RouteVariant[]) : [],
    })),
  ),
];

export const MENU_SECTIONS: readonly string[] = AREAS.map((a) => a.section);
export const PUBLIC_PATHS: readonly string[] = ['/login', '/forgot-password'];
