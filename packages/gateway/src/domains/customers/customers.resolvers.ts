import type { Resolvers } from '../../__generated__/resolvers.js';

export const customersResolvers: Resolvers = {
  Query: {
    customers: (_, { input }, { upstream }) => upstream.customers.list(input),
    customerPanel: (_, { input }, { upstream }) => upstream.customers.panel(input),
    customer: (_, { id }, { upstream }) => upstream.customers.get(id),
    customerSummary: (_, __, { upstream }) => upstream.customers.summary(),
    customerShortNames: (_, { name }, { upstream }) => upstream.customers.shortNames(name),
    customerCnpjLookup: (_, { cnpj, matrixOnly }, { upstream }) =>
      upstream.customers.lookupCnpj(cnpj, matrixOnly ?? false),
    customerLookup: (_, { id }, { upstream }) => upstream.customers.lookup(id),
    customerRepresentatives: (_, { input }, { upstream }) => upstream.customers.representatives(input),
    customerPriceTables: (_, __, { upstream }) => upstream.customers.priceTables(),
  },
  Mutation: {
    saveCustomer: (_, { id, updatedAt, input }, { upstream }) =>
      upstream.customers.save(id, updatedAt, input),
    saveCustomerBusinessHierarchy: (_, { id, updatedAt, input }, { upstream }) =>
      upstream.customers.saveBusinessHierarchy(id, updatedAt, input),
    saveCustomerRegistration: (_, { id, updatedAt, input }, { upstream }) =>
      upstream.customers.saveRegistration(id, updatedAt, input),
    saveCustomerFiscalParameters: (_, { id, updatedAt, input }, { upstream }) =>
      upstream.customers.saveFiscalParameters(id, updatedAt, input),
    saveCustomerNatureTaxOperations: (_, { id, updatedAt, rows }, { upstream }) =>
      upstream.customers.saveNatureTaxOperations(id, updatedAt, rows),
    setCustomerActive: (_, { id, active }, { upstream }) => upstream.customers.setActive(id, active),
    removePreRegisteredCustomer: (_, { id }, { upstream }) => upstream.customers.removePreRegistration(id),
    updateCustomerDocument: (_, { id, input }, { upstream }) => upstream.customers.updateDocument(id, input),
    deleteCustomerDocument: (_, { id }, { upstream }) => upstream.customers.deleteDocument(id),
  },
};
