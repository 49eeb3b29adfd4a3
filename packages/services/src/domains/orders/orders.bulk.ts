import { ORDER_MSG } from '@balcao/schema';
import { orderItems, orders, resourceSchema } from '@balcao/schema/resources';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError, type FieldError } from '../../errors.js';
import { write, type ResourceArea } from '../../kit/area.js';
import { orderItemsArea } from './orderItems.area.js';

const orderBody = resourceSchema(orders, 'body');
const itemBody = resourceSchema(orderItems, 'body');

/** The fields of a body that failed, under `prefix` (orders.0.items.1.price). */
function parsed<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  prefix: string,
): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const details: FieldError[] = r.error.issues.map((i) => ({
    field: [prefix, ...i.path.map(String)].join('.'),
    messages: [i.message],
  }));
  throw new HttpError(400, 'VALIDATION_FAILED', ORDER_MSG.saveFailed, details);
}

/** A refusal of one order or item, its fields under `prefix`, in `message`'s words. */
function under(err: unknown, prefix: string, message: string): unknown {
  if (!(err instanceof HttpError)) return err;
  if (err.code === 'VALIDATION_FAILED')
    return new HttpError(
      400,
      'VALIDATION_FAILED',
      message,
      (err.details ?? []).map((d) => ({
        ...d,
        field: d.field.startsWith(prefix) ? d.field : `${prefix}.${d.field}`,
      })),
    );
  if (err.statusCode === 400)
    return new HttpError(400, err.code, message, [{ field: prefix, messages: [err.message] }]);
  return err;
}

type Given = Record<string, unknown> & { items?: unknown };

/** One order and its items, with every rule of both areas (in the caller's transaction). */
async function writeOrder(tx: Db, area: ResourceArea, caller: Caller, given: Given, prefix: string) {
  const { items, ...head } = given;
  const input = parsed(orderBody, head, prefix);
  let order;
  try {
    order = await write(area, tx, { caller, input, before: null }, caller.auth.userId);
  } catch (err) {
    throw under(err, prefix, ORDER_MSG.saveFailed);
  }
  for (const [n, item] of (Array.isArray(items) ? items : []).entries()) {
    const at = `${prefix}.items.${n}`;
    const itemInput = parsed(itemBody, { ...(item as object), orderId: order.id }, at);
    try {
      await write(orderItemsArea, tx, { caller, input: itemInput, before: null }, caller.auth.userId);
    } catch (err) {
      throw under(err, at, ORDER_MSG.saveFailed);
    }
  }
  return area.store.find(tx, order.id);
}

/**
 * Bulk save (spec/02 §7): every order with its items, all or nothing; a refused one answers
 * 'Erro ao cadastrar Pedido(s).' with its fields as `orders.<n>.<field>` (`orders.<n>.items.<m>.<field>`).
 */
export async function bulkSave(db: Db, area: ResourceArea, caller: Caller, given: Given[]) {
  return db.transaction(async (tx) => {
    const saved = [];
    for (const [n, order] of given.entries())
      saved.push(await writeOrder(tx, area, caller, order, `orders.${n}`));
    return saved;
  });
}

/**
 * Clone (spec/02 §7): a new draft with the order's terms and its items' products, quantities and
 * prices, each held again to its bound as it is today; refused whole with 'Falha ao clonar pedido'.
 */
export async function cloneOrder(db: Db, area: ResourceArea, caller: Caller, id: number) {
  try {
    return await db.transaction(async (tx) => {
      const source = await area.store.find(tx, id);
      const { rows } = await tx.query<{ productId: number; quantity: number; price: string }>(
        `select product_id as "productId", quantity, price::text as price from order_items where order_id = $1 order by id`,
        [id],
      );
      const head = Object.fromEntries(
        Object.entries(area.store.inputOf(source)).filter(([k]) => k !== 'updatedAt'),
      );
      return writeOrder(
        tx,
        area,
        caller,
        {
          ...head,
          items: rows.map((r) => ({ ...r, productId: Number(r.productId), quantity: Number(r.quantity) })),
        },
        'order',
      );
    });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400)
      throw new HttpError(400, err.code, ORDER_MSG.cloneFailed, err.details);
    throw err;
  }
}
