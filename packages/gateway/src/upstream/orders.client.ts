import type {
  NegotiationItem,
  Negotiation,
  Order,
  OrderBulkInput,
  OrderInvoiceInput,
  OrderItem,
  OrderItemDecisionInput,
} from '../__generated__/resolvers.js';
import { orderItems, orders } from '@balcao/schema/resources';
import type { Http } from './http.js';
import { listCall, type Page, id, qs } from './list.js';
import { wireInput } from './resources.client.js';

/** The orders' own REST calls beside their kit routes (services domains/orders). */
export const ordersClient = (http: Http, token: string | null) => ({
  approvals: listCall<Page<Order>>(http, token, '/services/orders/approval'),
  byNumber: (number: string) => http.request<Order>('GET', `/services/orders/by-number/${id(number)}`, token),
  byErpId: (totvsCode: string) => http.request<Order>('GET', `/services/orders/erp/${id(totvsCode)}`, token),
  products: async (orderId: string) =>
    (await http.request<Page<OrderItem>>('GET', `/services/orders/${id(orderId)}/products`, token)).rows,
  negotiation: async (negotiationId: string, customerId?: string | null) => {
    const { items, ...negotiation } = await http.request<Negotiation & { items: NegotiationItem[] }>(
      'GET',
      `/services/orders/negotiations/${id(negotiationId)}${qs({ customerId })}`,
      token,
    );
    return { negotiation, items };
  },
  customerOrderCodes: (q?: string | null) =>
    http.request<string[]>('GET', `/services/orders/customer-order-codes${qs({ q })}`, token),
  remittanceOrderCodes: (q?: string | null) =>
    http.request<string[]>('GET', `/services/orders/remittance-order-codes${qs({ q })}`, token),
  saveMany: async (given: OrderBulkInput[]) =>
    (
      await http.request<{ rows: Order[] }>('POST', '/services/orders/bulk', token, {
        orders: given.map((o) => ({
          ...wireInput(orders, o.order),
          items: o.items.map((i) => wireInput(orderItems, i)),
        })),
      })
    ).rows,
  clone: (orderId: string) => http.request<Order>('POST', `/services/orders/${id(orderId)}/clone`, token),
  deactivate: (orderId: string) =>
    http.request<Order>('POST', `/services/orders/${id(orderId)}/deactivate`, token),
  invoice: (orderId: string, items: OrderInvoiceInput[]) =>
    http.request<Order>('POST', `/services/orders/${id(orderId)}/invoice-quantity`, token, {
      items: items.map((i) => ({ id: Number(i.id), invoicedQuantity: i.invoicedQuantity })),
    }),
  send: (orderId: string) => http.request<Order>('POST', `/services/orders/${id(orderId)}/send`, token),
  approveItems: (orderId: string, items: OrderItemDecisionInput[]) =>
    http.request<Order>('POST', `/services/orders/${id(orderId)}/approve-items`, token, {
      items: items.map((i) => ({ id: Number(i.id), approved: i.approved })),
    }),
  resendToErp: (orderId: string) => http.request<Order>('POST', `/services/orders/${id(orderId)}/erp`, token),
});
