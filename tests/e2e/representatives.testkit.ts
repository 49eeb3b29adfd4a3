import type { Browser, Page } from '@playwright/test';
import { cnpjOf, erpClientCustomer, loginAndWaitShell, pageGqlData as gql } from './helpers';

/** Two customers of the user `userId`, each under a company of its own (ERP clients no other spec took). */
async function customersOf(page: Page, userId: string, stamp: number) {
  const { erpClients } = await gql<{ erpClients: { rows: { cnpj: string; corporateName: string }[] } }>(
    page,
    '{ erpClients(pageSize: 100, page: 2) { rows { cnpj corporateName } } }',
  );
  const made: string[] = [];
  let rest = erpClients.rows.slice(stamp % 50);
  while (made.length < 2) {
    const customer = await erpClientCustomer(page, rest, {
      code: `E2E-${stamp % 100000}-${made.length}`,
      shortName: `Cliente E2E ${made.length + 1}`,
      representativeId: userId,
    });
    if (!customer) break;
    made.push(customer.id);
    rest = rest.slice(rest.findIndex((c) => c.cnpj === customer.cnpj) + 1);
  }
  return made;
}

/**
 * A representative of the spec's own, made as the back office does (admin: his user, his
 * pre-registration, parameters and contract, conclusion; aprovador: the approval), active, with two
 * customers. `page` is signed in as admin.
 */
export async function activeRepresentative(page: Page, browser: Browser, name: string) {
  const stamp = Date.now();
  const { createUser } = await gql<{ createUser: { id: string } }>(
    page,
    'mutation($input: UserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        name,
        userName: `rep.e2e.${stamp}`,
        email: `rep.e2e.${stamp}@balcao.com.br`,
        password: 'Xq7#Lm2$Vt9!Pw',
      },
    },
  );
  const { representativeUsers } = await gql<{ representativeUsers: { rows: { id: string }[] } }>(
    page,
    '{ representativeUsers(input: { q: "Ana Aprovadora" }) { rows { id } } }',
  );
  const { createRepresentative: rep } = await gql<{ createRepresentative: { id: string } }>(
    page,
    'mutation($input: RepresentativeInput!) { createRepresentative(input: $input) { id } }',
    {
      input: {
        name,
        personType: 'PJ',
        cnpj: cnpjOf(String(stamp % 100_000_000).padStart(8, '0')),
        representativeType: 'COMERCIAL',
        representativeGroup: 'VAREJO',
        email: `contato.${stamp}@representante-e2e.com.br`,
        userId: createUser.id,
        regionalManagerId: representativeUsers.rows[0]!.id,
      },
    },
  );
  await gql(
    page,
    'mutation($input: RepresentativeParameterInput!) { createRepresentativeParameter(input: $input) { id } }',
    {
      input: {
        representativeId: rep.id,
        paymentSchedule: 'MENSAL',
        commission: true,
        commissionEmission: 'FATURAMENTO',
        commissionPercentage: '3,50',
        minCommission: '1,00',
        maxCommission: '6,00',
        manualCommission: true,
      },
    },
  );
  const year = new Date().getFullYear();
  await gql(
    page,
    'mutation($input: RepresentativeContractInput!) { createRepresentativeContract(input: $input) { id } }',
    {
      input: {
        representativeId: rep.id,
        grossValue: '18.500,00',
        netValue: '16.280,00',
        irrfValue: '2.220,00',
        startContract: `${year}-01-01`,
        endContract: `${year + 1}-12-31`,
      },
    },
  );
  const { concludeRepresentative } = await gql<{ concludeRepresentative: { executionWorkflowId: number } }>(
    page,
    'mutation($id: ID!) { concludeRepresentative(id: $id) { executionWorkflowId } }',
    { id: rep.id },
  );
  // aprovador approves his registration.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await loginAndWaitShell(manager, 'aprovador');
  const executionWorkflowId = String(concludeRepresentative.executionWorkflowId);
  const { workflowContext } = await gql<{
    workflowContext: { currentStepId: string; actions: { id: string; name: string }[] };
  }>(
    manager,
    'query($id: ID!) { workflowContext(executionWorkflowId: $id) { currentStepId actions { id name } } }',
    {
      id: executionWorkflowId,
    },
  );
  await gql(
    manager,
    'mutation($input: AnswerWorkflowInput!) { answerWorkflowTask(input: $input) { executionWorkflowId } }',
    {
      input: {
        executionWorkflowId,
        stepId: workflowContext.currentStepId,
        actionId: workflowContext.actions.find((a) => a.name === 'Aprovado')!.id,
      },
    },
  );
  await context.close();
  const customers = await customersOf(page, createUser.id, stamp);
  return { id: rep.id, customers };
}
