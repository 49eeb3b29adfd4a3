/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 instant (timestamptz). The web shows it as DD/MM/YYYY HH:mm:ss in America/Sao_Paulo. */
  DateTime: { input: string; output: string; }
};

/** What one profile grants on one module. */
export type Access = {
  __typename?: 'Access';
  exceptions: Array<AccessException>;
  module: Scalars['String']['output'];
  permissions: Array<Action>;
  profileId: Scalars['ID']['output'];
};

/** A carve-out inside a profile's grant: this action is not allowed on the named module through that profile. */
export type AccessException = {
  __typename?: 'AccessException';
  name: Scalars['String']['output'];
  permission: Action;
};

export type AccessExceptionInput = {
  name: Scalars['String']['input'];
  permission: Action;
};

/** One module of the permission catalogue, for the profile editor. */
export type AccessModule = {
  __typename?: 'AccessModule';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Everything the signed-in user may do; decide with can() from @balcao/schema. */
export type AccessSet = {
  __typename?: 'AccessSet';
  accesses: Array<Access>;
  /** Set when one of the user's active profiles has the global flag: every action on every module. */
  global: Scalars['Boolean']['output'];
};

export type Action =
  | 'ACESSO_A_INFORMACAO_CONFIDENCIAL'
  | 'APROVAR'
  | 'EDITAR'
  | 'EXCLUIR'
  | 'IMPORTACAO_EM_MASSA'
  | 'INATIVAR'
  | 'INCLUIR'
  | 'REPROVAR'
  | 'VISUALIZAR'
  | 'WORKFLOW';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  accessToken: Scalars['String']['output'];
  daysPasswordExpired: Scalars['Int']['output'];
  expiresAt: Scalars['DateTime']['output'];
  user: User;
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  profiles?: InputMaybe<Array<Scalars['ID']['input']>>;
  userName: Scalars['String']['input'];
};

export type Favorite = {
  __typename?: 'Favorite';
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type FileRef = {
  __typename?: 'FileRef';
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
};

/** A filter on one column of a list. Several values select any of them; for dates and numbers the key may end in From or To (inclusive bounds). */
export type ListFilter = {
  key: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** The one input of every list (spec/02 §7, generic table GET): 1-based page, page size (10 by default; the grid offers 10/25/50/100, lookups ask up to 1000), a sortable column and direction, the search text and filters. */
export type ListInput = {
  filters?: InputMaybe<Array<ListFilter>>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SortDirection>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  attachProfiles: User;
  bulkUpdateProfiles: Array<Profile>;
  createProfile: Profile;
  createUser: User;
  deleteProfile: Scalars['Boolean']['output'];
  deleteUsers: Scalars['Boolean']['output'];
  login: AuthPayload;
  /** Revokes the caller's token. */
  logout: Scalars['Boolean']['output'];
  removeFavorite: Scalars['Boolean']['output'];
  saveFavorite: Favorite;
  setProfileStatus: Profile;
  setShowModalRankings: User;
  setUserActive: User;
  updateProfile: Profile;
  updateUser: User;
};


export type MutationAttachProfilesArgs = {
  profiles: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationBulkUpdateProfilesArgs = {
  input: Array<ProfileBulkInput>;
};


export type MutationCreateProfileArgs = {
  input: ProfileInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteProfileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUsersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


export type MutationRemoveFavoriteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveFavoriteArgs = {
  path: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationSetProfileStatusArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetShowModalRankingsArgs = {
  show: Scalars['Boolean']['input'];
};


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  id: Scalars['ID']['input'];
  input: ProfileInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/** A page of any list: the rows plus the total the server holds for the same filter. */
export type Page = {
  totalRegisters: Scalars['Int']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  active: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  exceptions: Array<AccessException>;
  /** Every action on every module. */
  global: Scalars['Boolean']['output'];
  grants: Array<ProfileGrant>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  userCount: Scalars['Int']['output'];
};

export type ProfileBulkInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  grants?: InputMaybe<Array<ProfileGrantInput>>;
  id: Scalars['ID']['input'];
};

export type ProfileGrant = {
  __typename?: 'ProfileGrant';
  module: Scalars['String']['output'];
  permissions: Array<Action>;
};

export type ProfileGrantInput = {
  module: Scalars['String']['input'];
  permissions: Array<Action>;
};

export type ProfileInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  exceptions?: InputMaybe<Array<AccessExceptionInput>>;
  global?: InputMaybe<Scalars['Boolean']['input']>;
  grants: Array<ProfileGrantInput>;
  name: Scalars['String']['input'];
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProfileSummary = {
  __typename?: 'ProfileSummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The module catalogue (the GET all accesses call). */
  accessModules: Array<AccessModule>;
  favorites: Array<Favorite>;
  /** Answers true while the gateway is up; a cheap probe for other internal tools. */
  health: Scalars['Boolean']['output'];
  /** The signed-in user. */
  me: User;
  /** The signed-in user's accesses, merged from every active profile. */
  myAccesses: AccessSet;
  profile?: Maybe<Profile>;
  /** What one profile grants (the GET accesses by profile call). */
  profileAccesses: Array<Access>;
  profiles: Array<Profile>;
  user?: Maybe<User>;
  /** Columns: name, userName, email, phone, active, updatedAt; filters: userName, email, active, profile (id), updatedAt (From/To). */
  users: UserPage;
};


export type QueryProfileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileAccessesArgs = {
  profileId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  input?: InputMaybe<ListInput>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Subscription = {
  __typename?: 'Subscription';
  _noop?: Maybe<Scalars['Boolean']['output']>;
};

/** Only the fields sent change. A user may change his own name, phone and e-mail; anything else needs CONTROLE_DE_USUARIO EDITAR. */
export type UpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Optimistic check: the updatedAt the client last read; a newer row answers CONFLICT. */
  updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type User = {
  __typename?: 'User';
  active: Scalars['Boolean']['output'];
  daysPasswordExpired: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  file?: Maybe<FileRef>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  profiles: Array<ProfileSummary>;
  showModalRankings: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  userName: Scalars['String']['output'];
};

export type UserPage = Page & {
  __typename?: 'UserPage';
  rows: Array<User>;
  totalRegisters: Scalars['Int']['output'];
};
