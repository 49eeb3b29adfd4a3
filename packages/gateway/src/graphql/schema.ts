import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { loadTypeDefs } from '@balcao/schema/sdl';
import { accessesResolvers } from '../domains/accesses/accesses.resolvers.js';
import { authResolvers } from '../domains/auth/auth.resolvers.js';
import { filesResolvers } from '../domains/files/files.resolvers.js';
import { formCacheResolvers } from '../domains/formCache/formCache.resolvers.js';
import { historyResolvers } from '../domains/history/history.resolvers.js';
import { profilesResolvers } from '../domains/profiles/profiles.resolvers.js';
import { remindersResolvers } from '../domains/reminders/reminders.resolvers.js';
import { reportsResolvers } from '../domains/reports/reports.resolvers.js';
import { usersResolvers } from '../domains/users/users.resolvers.js';
import { workflowsResolvers } from '../domains/workflows/workflows.resolvers.js';
import { messagesResolvers } from '../domains/messages/messages.resolvers.js';
import { notificationsResolvers } from '../domains/notifications/notifications.resolvers.js';
import { erpResolvers } from '../domains/erp/erp.resolvers.js';
import { companiesResolvers } from '../domains/companies/companies.resolvers.js';
import { customersResolvers } from '../domains/customers/customers.resolvers.js';
import { customerReportsResolvers } from '../domains/customerReports/customerReports.resolvers.js';
import { buyersResolvers } from '../domains/buyers/buyers.resolvers.js';
import { negotiationsResolvers } from '../domains/negotiations/negotiations.resolvers.js';
import { ordersResolvers } from '../domains/orders/orders.resolvers.js';
import { negotiationDocumentsResolvers } from '../domains/negotiations/negotiationDocuments.resolvers.js';
import { presidencyResolvers } from '../domains/presidency/presidency.resolvers.js';
import { representativesResolvers } from '../domains/representatives/representatives.resolvers.js';
import { financialResolvers } from '../domains/financial/financial.resolvers.js';
import { pricingResolvers } from '../domains/pricing/pricing.resolvers.js';
import { productReleasesResolvers } from '../domains/pricing/productReleases.resolvers.js';
import { importsResolvers } from '../domains/imports/imports.resolvers.js';
import { loginLocksResolvers } from '../domains/loginLocks/loginLocks.resolvers.js';
import { resourcesResolvers } from '../domains/resources/resources.resolvers.js';
import { searchResolvers } from '../domains/search/search.resolvers.js';

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => String(v),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

/** Any JSON value, passed through as it is. */
const JSON_SCALAR = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      { DateTime, JSON: JSON_SCALAR, Query: { health: () => true } },
      historyResolvers,
      formCacheResolvers,
      authResolvers,
      usersResolvers,
      profilesResolvers,
      filesResolvers,
      remindersResolvers,
      reportsResolvers,
      workflowsResolvers,
      notificationsResolvers,
      messagesResolvers,
      accessesResolvers,
      erpResolvers,
      companiesResolvers,
      customersResolvers,
      customerReportsResolvers,
      buyersResolvers,
      negotiationsResolvers,
      negotiationDocumentsResolvers,
      ordersResolvers,
      presidencyResolvers,
      representativesResolvers,
      financialResolvers,
      pricingResolvers,
      productReleasesResolvers,
      importsResolvers,
      loginLocksResolvers,
      searchResolvers,
      ...resourcesResolvers,
    ],
  });
}
