import { accessesClient } from './accesses.client.js';
import { authClient } from './auth.client.js';
import { filesClient } from './files.client.js';
import { formCacheClient } from './formCache.client.js';
import { historyClient } from './history.client.js';
import type { Http } from './http.js';
import { profilesClient } from './profiles.client.js';
import { remindersClient } from './reminders.client.js';
import { reportsClient } from './reports.client.js';
import { usersClient } from './users.client.js';
import { workflowsClient } from './workflows.client.js';
import { messagesClient } from './messages.client.js';
import { notificationsClient } from './notifications.client.js';
import { erpClient } from './erp.client.js';
import { companiesClient } from './companies.client.js';
import { customersClient } from './customers.client.js';
import { customerReportsClient } from './customerReports.client.js';
import { buyersClient } from './buyers.client.js';
import { loginLocksClient } from './loginLocks.client.js';
import { pricingClient } from './pricing.client.js';
import { negotiationsClient } from './negotiations.client.js';
import { negotiationDocumentsClient } from './negotiationDocuments.client.js';
import { ordersClient } from './orders.client.js';
import { presidencyClient } from './presidency.client.js';
import { representativesClient } from './representatives.client.js';
import { financialClient } from './financial.client.js';
import { productReleasesClient } from './productReleases.client.js';
import { importsClient } from './imports.client.js';
import { resourcesClient } from './resources.client.js';
import { searchClient } from './search.client.js';

/** Every domain's client; a domain reaches the services only through its own. */
const clients = {
  auth: authClient,
  users: usersClient,
  profiles: profilesClient,
  history: historyClient,
  formCache: formCacheClient,
  files: filesClient,
  reminders: remindersClient,
  reports: reportsClient,
  workflows: workflowsClient,
  notifications: notificationsClient,
  messages: messagesClient,
  accesses: accessesClient,
  erp: erpClient,
  companies: companiesClient,
  customers: customersClient,
  customerReports: customerReportsClient,
  buyers: buyersClient,
  loginLocks: loginLocksClient,
  search: searchClient,
  pricing: pricingClient,
  negotiations: negotiationsClient,
  negotiationDocuments: negotiationDocumentsClient,
  orders: ordersClient,
  presidency: presidencyClient,
  representatives: representativesClient,
  financial: financialClient,
  productReleases: productReleasesClient,
  imports: importsClient,
  /** The record kit's areas: `upstream.resources(def)`. */
  resources: resourcesClient,
};

export type Upstream = { readonly [K in keyof typeof clients]: ReturnType<(typeof clients)[K]> };

type Bound = { http: Http; token: string | null };

// A domain's client is made the first time a request uses it, then kept for that request: a
// request touches one or two domains, and there will be dozens.
const proto = {};
for (const name of Object.keys(clients) as (keyof typeof clients)[]) {
  Object.defineProperty(proto, name, {
    get(this: Bound) {
      const client = clients[name](this.http, this.token);
      Object.defineProperty(this, name, { value: client });
      return client;
    },
  });
}

/** Per-request access to the services, bound to the caller's token. */
export function createUpstream(http: Http, token: string | null): Upstream {
  const bound: Bound = Object.create(proto);
  bound.http = http;
  bound.token = token;
  return bound as unknown as Upstream;
}
