import { describe, expect, it } from 'vitest';
import { FAN_MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A file uploaded through the gateway's files route, as the FAN's page does: its id. */
async function upload(token: string, name: string) {
  const res = await s.upload(token, name, PNG);
  expect(res.statusCode, res.body).toBe(201);
  return String(res.json<{ id: number }>().id);
}

describe('FAN over the real services', () => {
  it('created with its workflow, its documents saved, downloaded and deleted by the FAN’s id; a conclusion too early is refused in its words; cancelled once', async () => {
    const financeiro = await s.login('financeiro');
    const customers = await s.gql<{ fanCustomers: { rows: { id: string }[] } }>(
      `{ fanCustomers(input: { pageSize: 1 }) { rows { id } } }`,
      {},
      financeiro,
    );
    const created = await s.gql<{ createFan: { id: string; status: string } }>(
      `mutation($input: FanInput!) { createFan(input: $input) { id status } }`,
      {
        input: {
          customerId: customers.data!.fanCustomers.rows[0]!.id,
          startDate: '2091-01-01',
          endDate: '2091-12-31',
          percentFan: '3.00',
          percVpcFan: '1.00',
          description: 'Gateway',
        },
      },
      financeiro,
    );
    expect(created.errors).toBeUndefined();
    const { id, status } = created.data!.createFan;
    expect(status).toBe('IN_APPROVAL');
    const fileId = await upload(financeiro, 'contrato.png');
    const saved = await s.gql<{ saveFanDocuments: { id: string }[] }>(
      `mutation($id: ID!, $documents: [FanDocumentInput!]!) { saveFanDocuments(workflowFanId: $id, documents: $documents) { id } }`,
      { id, documents: [{ description: 'Contrato', fileId, filename: 'contrato.png' }] },
      financeiro,
    );
    expect(saved.errors).toBeUndefined();
    const documentId = saved.data!.saveFanDocuments[0]!.id;
    const listed = await s.gql<{ fanDocuments: { description: string; fileId: string; filename: string }[] }>(
      `query($id: ID!) { fanDocuments(workflowFanId: $id) { description fileId filename } }`,
      { id },
      financeiro,
    );
    expect(listed.data!.fanDocuments).toEqual([
      { description: 'Contrato', fileId, filename: 'contrato.png' },
    ]);
    const file = await s.gateway.inject({
      method: 'GET',
      url: `/files/fans/${id}/documents/${documentId}`,
      headers: { authorization: `Bearer ${await s.login('aprovador')}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const early = await s.gql(
      `mutation($id: ID!) { concludeFan(workflowFanId: $id) { id } }`,
      { id },
      financeiro,
    );
    expect(early.errors?.[0]).toMatchObject({
      message: FAN_MSG.notConcludable,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const gone = await s.gql<{ deleteFanDocument: boolean }>(
      `mutation($id: ID!, $documentId: ID!) { deleteFanDocument(workflowFanId: $id, documentId: $documentId) }`,
      { id, documentId },
      financeiro,
    );
    expect(gone.data).toEqual({ deleteFanDocument: true });
    const cancel = `mutation($id: ID!) { cancelFan(workflowFanId: $id) { id status } }`;
    const refused = await s.gql(cancel, { id }, await s.login('aprovador'));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const cancelled = await s.gql(cancel, { id }, financeiro);
    expect(cancelled.data).toEqual({ cancelFan: { id, status: 'CANCELLED' } });
    const again = await s.gql(cancel, { id }, financeiro);
    expect(again.errors?.[0]).toMatchObject({
      message: FAN_MSG.notCancellable,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
