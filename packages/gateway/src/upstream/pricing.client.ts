import type {
  ListInput,
  PricingCustomer,
  Product,
  ProductPrice,
  SalesPriceTable,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall, listPath, type Page } from './list.js';

const enc = encodeURIComponent;
const withCustomer = (path: string, customerId: string | null | undefined) =>
  customerId ? `${path}${path.includes('?') ? '&' : '?'}customerId=${enc(customerId)}` : path;

/** Products' lookups and the sales side of price tables (services domains/pricing). */
export const pricingClient = (http: Http, token: string | null) => ({
  customers: listCall<Page<PricingCustomer>>(http, token, '/services/pricing/customers'),
  tables: (customerId: string | null | undefined, input: ListInput | null | undefined) =>
    http.request<Page<SalesPriceTable>>(
      'GET',
      withCustomer(listPath('/services/pricing/tables', input), customerId),
      token,
    ),
  items: (tableId: string, input: ListInput | null | undefined) =>
    http.request<Page<ProductPrice>>(
      'GET',
      listPath(`/services/pricing/tables/${enc(tableId)}/items`, input),
      token,
    ),
  price: (customerId: string, productCode: string) =>
    http.request<ProductPrice>(
      'GET',
      `/services/pricing/price?customerId=${enc(customerId)}&productCode=${enc(productCode)}`,
      token,
    ),
  cart: (code: string) => http.request<Product>('GET', `/services/products/cart?code=${enc(code)}`, token),
  negotiation: listCall<Page<Product>>(http, token, '/services/products/negotiation'),
});
