import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { newTrace } from './traceparent';

/** A GraphQL answer's first error, as the gateway worded it. */
export class GraphQLAnswerError extends Error {}

/**
 * One GraphQL call without Apollo, for the sign-in page, which must stay light: the client loads
 * with the signed-in app. Throws GraphQLAnswerError with the first error's text.
 */
export async function graphqlFetch<R, V>(
  document: TypedDocumentNode<R, V>,
  variables: V,
  token?: string | null,
): Promise<R> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      traceparent: newTrace().traceparent,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await res.json()) as { data?: R | null; errors?: { message: string }[] };
  const first = body.errors?.[0];
  if (first) throw new GraphQLAnswerError(first.message);
  if (!body.data) throw new Error(`GraphQL answered ${res.status} without data`);
  return body.data;
}
