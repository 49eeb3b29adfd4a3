import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AccessSet } from '@balcao/schema';
import type { SessionUser } from './storage';

const USER_FIELDS = 'id userName name email phone updatedAt';
const ACCESS_FIELDS = 'global accesses { profileId module permissions exceptions { name permission } }';

export const SESSION_QUERY: TypedDocumentNode<{ me: SessionUser; myAccesses: AccessSet }> = gql`
  query Session { me { ${USER_FIELDS} } myAccesses { ${ACCESS_FIELDS} } }
`;
export const ACCESSES_QUERY: TypedDocumentNode<{ myAccesses: AccessSet }> = gql`
  query MyAccesses { myAccesses { ${ACCESS_FIELDS} } }
`;
export const LOGIN_MUTATION: TypedDocumentNode<
  { login: { accessToken: string; expiresAt: string; user: SessionUser } },
  { userName: string; password: string }
> = gql`
  mutation Login($userName: String!, $password: String!) {
    login(userName: $userName, password: $password) { accessToken expiresAt user { ${USER_FIELDS} } }
  }
`;
export const LOGOUT_MUTATION: TypedDocumentNode<{ logout: boolean }> = gql`
  mutation Logout {
    logout
  }
`;
export const UPDATE_USER_MUTATION: TypedDocumentNode<
  { updateUser: SessionUser },
  { id: string; input: { name: string; email: string; phone: string | null; updatedAt: string } }
> = gql`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }
`;
