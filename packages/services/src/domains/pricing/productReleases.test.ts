import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDay, RELEASE_MSG } from '@balcao/schema';
import { tokensFor, uploader } from '../../files/files.testkit.js';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'aprovador', 'vendedor']);
let upload: Awaited<ReturnType<typeof uploader>>;

beforeAll(async () => {
  upload = await uploader(t, await tokensFor(t, ['admin', 'vendedor']));
});

/** Products no release holds yet, in code order. */
async function waiting(n: number) {
  const { rows } = await t.db.query<{ id: number; code: string }>(
    `select id, code from products p where active and release_status = 'PENDENTE'
        and not exists (select 1 from product_release_items i where i.product_id = p.id)
      order by id limit $1`,
    [n],
  );
  return rows.map((r) => ({ id: Number(r.id), code: r.code }));
}

async function newRelease(products: number, orderGroup = 'G77') {
  const res = await call('admin', 'POST', '/services/product-releases', {
    description: 'Liberação do teste',
    orderGroup,
  });
  expect(res.statusCode, res.body).toBe(201);
  const release = res.json() as { id: number };
  const picked = await waiting(products);
  for (const p of picked) {
    const item = await call('admin', 'POST', '/services/product-release-items', {
      releaseId: release.id,
      productId: p.id,
      note: '',
    });
    expect(item.statusCode, item.body).toBe(201);
  }
  return { id: release.id, products: picked };
}

const productsOf = async (ids: number[]) =>
  (
    await t.db.query<{ id: number; release_status: string; order_group: string }>(
      'select id, release_status, order_group from products where id = any($1::bigint[]) order by id',
      [ids],
    )
  ).rows;

describe('product releases', () => {
  it('sends a release with products to approval; an empty one, or one not a draft, is refused', async () => {
    const empty = await newRelease(0);
    const refused = await call('admin', 'POST', `/services/product-releases/${empty.id}/workflow`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RELEASE_MSG.noItems);

    const { id, products } = await newRelease(2);
    const sent = await call('admin', 'POST', `/services/product-releases/${id}/workflow`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'EM_APROVACAO', itemCount: 2 });
    expect(sent.json().executionWorkflowId).toEqual(expect.any(Number));
    expect((await productsOf(products.map((p) => p.id))).map((p) => p.release_status)).toEqual([
      'EM_APROVACAO',
      'EM_APROVACAO',
    ]);
    // In approval, neither its data nor its products change, and it is not sent twice.
    const current = (await call('admin', 'GET', `/services/product-releases/${id}`)).json();
    const save = await call('admin', 'PUT', `/services/product-releases/${id}`, {
      ...current,
      description: 'Outra',
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().message).toBe(RELEASE_MSG.notDraft);
    const [more] = await waiting(1);
    const add = await call('admin', 'POST', '/services/product-release-items', {
      releaseId: id,
      productId: more!.id,
    });
    expect(add.statusCode).toBe(400);
    expect((await call('admin', 'POST', `/services/product-releases/${id}/workflow`)).statusCode).toBe(400);
  });

  it('approves all its products at once: each released with its order group, in its history', async () => {
    const { id, products } = await newRelease(3, 'G88');
    await call('admin', 'POST', `/services/product-releases/${id}/workflow`);
    // Only the approver's task answers it; who lacks the module is refused before.
    expect((await call('vendedor', 'POST', `/services/product-releases/${id}/approve-all`)).statusCode).toBe(
      403,
    );
    const approved = await call('aprovador', 'POST', `/services/product-releases/${id}/approve-all`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APROVADA', releasedAt: businessDay() });
    for (const p of await productsOf(products.map((x) => x.id)))
      expect(p).toMatchObject({ release_status: 'LIBERADO', order_group: 'G88' });
    const history = await call('admin', 'GET', `/services/history/product/${products[0]!.id}`);
    expect(history.json().rows[0].changes).toMatchObject({
      releaseStatus: { from: 'Em aprovação', to: 'Liberado' },
      orderGroup: { to: 'G88' },
    });
    const again = await call('aprovador', 'POST', `/services/product-releases/${id}/approve-all`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RELEASE_MSG.notInApproval);
  });

  it('returns a deactivated approval to a draft, its products waiting again', async () => {
    const { id, products } = await newRelease(1);
    const sent = (await call('admin', 'POST', `/services/product-releases/${id}/workflow`)).json();
    const off = await call(
      'admin',
      'PUT',
      `/services/workflows/executionWorkflow/${sent.executionWorkflowId}/deactivate`,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('admin', 'GET', `/services/product-releases/${id}`)).json().status).toBe('RASCUNHO');
    expect((await productsOf([products[0]!.id]))[0]!.release_status).toBe('PENDENTE');
  });

  it('changes the order group its products take while it is not approved', async () => {
    const { id } = await newRelease(1);
    const res = await call('admin', 'PUT', `/services/product-releases/${id}/products`, {
      orderGroup: 'G99',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderGroup).toBe('G99');
    const bad = await call('admin', 'PUT', `/services/product-releases/${id}/products`, { orderGroup: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('writes its document: header, products and totals', async () => {
    const { id, products } = await newRelease(2, 'G55');
    const res = await call('admin', 'POST', `/services/product-releases/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload) }).promise;
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    const number = `LIB-${String(id).padStart(6, '0')}`;
    expect(text).toContain(`Liberação de produtos ${number}`);
    expect(text).toContain('Grupo de pedido: G55');
    expect(text).toContain('Status: Rascunho');
    for (const p of products) expect(text).toContain(p.code);
    expect(text).toContain('Total de produtos: 2');
    expect((await call('vendedor', 'POST', `/services/product-releases/${id}/pdf`)).statusCode).toBe(403);
  });

  it("saves the order group's files and gives them back, each save in its history", async () => {
    const { id } = await newRelease(1);
    const saved = await upload('admin', `/services/product-releases/${id}/files`, [
      { name: 'ficha-tecnica.pdf', data: '%PDF-1.4\n%%EOF\n' },
    ]);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ message: RELEASE_MSG.fileSaved, files: ['ficha-tecnica.pdf'] });
    const files = (await call('admin', 'GET', `/services/product-releases/${id}/files`)).json();
    expect(files).toEqual([
      expect.objectContaining({ originalName: 'ficha-tecnica.pdf', savedBy: expect.any(String) }),
    ]);
    expect(files[0]).not.toHaveProperty('path');
    const file = await call('admin', 'GET', `/services/product-releases/${id}/files/${files[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('%PDF-1.4');
    // Another release does not reach it.
    const other = await newRelease(0);
    expect(
      (await call('admin', 'GET', `/services/product-releases/${other.id}/files/${files[0].id}`)).statusCode,
    ).toBe(404);
    const history = (await call('admin', 'GET', `/services/history/productRelease/${id}`)).json();
    expect(history.rows[0].changes.fileNames).toEqual({ from: null, to: 'ficha-tecnica.pdf' });
    // Who may not change releases saves nothing.
    const refused = await upload('vendedor', `/services/product-releases/${id}/files`, [
      { name: 'x.pdf', data: '%PDF-1.4\n%%EOF\n' },
    ]);
    expect(refused.statusCode).toBe(403);
  });
});
