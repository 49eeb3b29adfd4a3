import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 instant (timestamptz). The web shows it as DD/MM/YYYY HH:mm:ss in America/Sao_Paulo. */
  DateTime: { input: string; output: string; }
  /** Any JSON value, as it is (form data, a changed field's values). */
  JSON: { input: unknown; output: unknown; }
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

/** One changed field of a history entry: from (absent on a create) and to (absent on a delete); a password change only says it changed. */
export type FieldChange = {
  __typename?: 'FieldChange';
  changed?: Maybe<Scalars['Boolean']['output']>;
  field: Scalars['String']['output'];
  from?: Maybe<Scalars['JSON']['output']>;
  to?: Maybe<Scalars['JSON']['output']>;
};

export type FileRef = {
  __typename?: 'FileRef';
  id: Scalars['ID']['output'];
  path: Scalars['String']['output'];
};

/** A form's unsaved data, kept on the server for the signed-in user (spec/02 §7, form cache). */
export type FormCache = {
  __typename?: 'FormCache';
  cacheCreatedAt: Scalars['DateTime']['output'];
  cacheUpdatedAt: Scalars['DateTime']['output'];
  data: Scalars['JSON']['output'];
  /** The record's id; null for a record not yet saved. */
  id?: Maybe<Scalars['ID']['output']>;
  module: Scalars['String']['output'];
  new: Scalars['Boolean']['output'];
};

export type FormCacheInput = {
  data: Scalars['JSON']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  module: Scalars['String']['input'];
  new: Scalars['Boolean']['input'];
};

/** One create, update or delete of a record. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  action: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  changes: Array<FieldChange>;
  id: Scalars['ID']['output'];
  user?: Maybe<HistoryUser>;
};

export type HistoryPage = Page & {
  __typename?: 'HistoryPage';
  rows: Array<HistoryEntry>;
  totalRegisters: Scalars['Int']['output'];
};

/** Who made a change. */
export type HistoryUser = {
  __typename?: 'HistoryUser';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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
  /** Removes every cache of the module; answers how many. */
  clearFormCache: Scalars['Int']['output'];
  createProfile: Profile;
  createUser: User;
  /** Removes the cache of a record (id) or of the new one (no id). */
  deleteFormCache: Scalars['Boolean']['output'];
  deleteProfile: Scalars['Boolean']['output'];
  deleteUsers: Scalars['Boolean']['output'];
  login: AuthPayload;
  /** Revokes the caller's token. */
  logout: Scalars['Boolean']['output'];
  removeFavorite: Scalars['Boolean']['output'];
  saveFavorite: Favorite;
  saveFormCache: FormCache;
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


export type MutationClearFormCacheArgs = {
  module: Scalars['String']['input'];
};


export type MutationCreateProfileArgs = {
  input: ProfileInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteFormCacheArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  module: Scalars['String']['input'];
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


export type MutationSaveFormCacheArgs = {
  input: FormCacheInput;
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

export type ProfilePage = Page & {
  __typename?: 'ProfilePage';
  rows: Array<Profile>;
  totalRegisters: Scalars['Int']['output'];
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
  /** The cache of a record (id) or of a new one (no id); null when there is none. */
  formCache?: Maybe<FormCache>;
  /** Answers true while the gateway is up; a cheap probe for other internal tools. */
  health: Scalars['Boolean']['output'];
  /** A record's history, newest first. entity: user, profile. NOT_FOUND 'Histórico não encontrado para este registro' when it has none. */
  history: HistoryPage;
  /** The signed-in user. */
  me: User;
  /** The signed-in user's accesses, merged from every active profile. */
  myAccesses: AccessSet;
  profile?: Maybe<Profile>;
  /** What one profile grants (the GET accesses by profile call). */
  profileAccesses: Array<Access>;
  /** Columns: name, description, active, global, userCount, updatedAt; filters: active, global, updatedAt (From/To). */
  profiles: ProfilePage;
  user?: Maybe<User>;
  /** Columns: name, userName, email, phone, active, updatedAt; filters: userName, email, active, profile (id), updatedAt (From/To). */
  users: UserPage;
};


export type QueryFormCacheArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  module: Scalars['String']['input'];
};


export type QueryHistoryArgs = {
  entity: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProfileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileAccessesArgs = {
  profileId: Scalars['ID']['input'];
};


export type QueryProfilesArgs = {
  input?: InputMaybe<ListInput>;
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

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Page:
    | ( HistoryPage )
    | ( ProfilePage )
    | ( UserPage )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Access: ResolverTypeWrapper<Access>;
  AccessException: ResolverTypeWrapper<AccessException>;
  AccessExceptionInput: AccessExceptionInput;
  AccessModule: ResolverTypeWrapper<AccessModule>;
  AccessSet: ResolverTypeWrapper<AccessSet>;
  Action: Action;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateUserInput: CreateUserInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Favorite: ResolverTypeWrapper<Favorite>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FileRef: ResolverTypeWrapper<FileRef>;
  FormCache: ResolverTypeWrapper<FormCache>;
  FormCacheInput: FormCacheInput;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  HistoryPage: ResolverTypeWrapper<HistoryPage>;
  HistoryUser: ResolverTypeWrapper<HistoryUser>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  ListFilter: ListFilter;
  ListInput: ListInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileBulkInput: ProfileBulkInput;
  ProfileGrant: ResolverTypeWrapper<ProfileGrant>;
  ProfileGrantInput: ProfileGrantInput;
  ProfileInput: ProfileInput;
  ProfilePage: ResolverTypeWrapper<ProfilePage>;
  ProfileSummary: ResolverTypeWrapper<ProfileSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<User>;
  UserPage: ResolverTypeWrapper<UserPage>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Access: Access;
  AccessException: AccessException;
  AccessExceptionInput: AccessExceptionInput;
  AccessModule: AccessModule;
  AccessSet: AccessSet;
  AuthPayload: AuthPayload;
  Boolean: Scalars['Boolean']['output'];
  CreateUserInput: CreateUserInput;
  DateTime: Scalars['DateTime']['output'];
  Favorite: Favorite;
  FieldChange: FieldChange;
  FileRef: FileRef;
  FormCache: FormCache;
  FormCacheInput: FormCacheInput;
  HistoryEntry: HistoryEntry;
  HistoryPage: HistoryPage;
  HistoryUser: HistoryUser;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  ListFilter: ListFilter;
  ListInput: ListInput;
  Mutation: Record<PropertyKey, never>;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  Profile: Profile;
  ProfileBulkInput: ProfileBulkInput;
  ProfileGrant: ProfileGrant;
  ProfileGrantInput: ProfileGrantInput;
  ProfileInput: ProfileInput;
  ProfilePage: ProfilePage;
  ProfileSummary: ProfileSummary;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateUserInput: UpdateUserInput;
  User: User;
  UserPage: UserPage;
}>;

export type AccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Access'] = ResolversParentTypes['Access']> = ResolversObject<{
  exceptions?: Resolver<Array<ResolversTypes['AccessException']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AccessExceptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessException'] = ResolversParentTypes['AccessException']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['Action'], ParentType, ContextType>;
}>;

export type AccessModuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessModule'] = ResolversParentTypes['AccessModule']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccessSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessSet'] = ResolversParentTypes['AccessSet']> = ResolversObject<{
  accesses?: Resolver<Array<ResolversTypes['Access']>, ParentType, ContextType>;
  global?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysPasswordExpired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FavoriteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Favorite'] = ResolversParentTypes['Favorite']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = ResolversObject<{
  changed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FileRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileRef'] = ResolversParentTypes['FileRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormCacheResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormCache'] = ResolversParentTypes['FormCache']> = ResolversObject<{
  cacheCreatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cacheUpdatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['HistoryUser']>, ParentType, ContextType>;
}>;

export type HistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HistoryUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryUser'] = ResolversParentTypes['HistoryUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  attachProfiles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAttachProfilesArgs, 'profiles' | 'userId'>>;
  bulkUpdateProfiles?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<MutationBulkUpdateProfilesArgs, 'input'>>;
  clearFormCache?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationClearFormCacheArgs, 'module'>>;
  createProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationCreateProfileArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteFormCache?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFormCacheArgs, 'module'>>;
  deleteProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProfileArgs, 'id'>>;
  deleteUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUsersArgs, 'ids'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'userName'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteArgs, 'id'>>;
  saveFavorite?: Resolver<ResolversTypes['Favorite'], ParentType, ContextType, RequireFields<MutationSaveFavoriteArgs, 'path' | 'title'>>;
  saveFormCache?: Resolver<ResolversTypes['FormCache'], ParentType, ContextType, RequireFields<MutationSaveFormCacheArgs, 'input'>>;
  setProfileStatus?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationSetProfileStatusArgs, 'active' | 'id'>>;
  setShowModalRankings?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetShowModalRankingsArgs, 'show'>>;
  setUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'id'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
}>;

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  __resolveType: TypeResolveFn<'HistoryPage' | 'ProfilePage' | 'UserPage', ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exceptions?: Resolver<Array<ResolversTypes['AccessException']>, ParentType, ContextType>;
  global?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  grants?: Resolver<Array<ResolversTypes['ProfileGrant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileGrantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileGrant'] = ResolversParentTypes['ProfileGrant']> = ResolversObject<{
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
}>;

export type ProfilePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfilePage'] = ResolversParentTypes['ProfilePage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProfileSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileSummary'] = ResolversParentTypes['ProfileSummary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accessModules?: Resolver<Array<ResolversTypes['AccessModule']>, ParentType, ContextType>;
  favorites?: Resolver<Array<ResolversTypes['Favorite']>, ParentType, ContextType>;
  formCache?: Resolver<Maybe<ResolversTypes['FormCache']>, ParentType, ContextType, RequireFields<QueryFormCacheArgs, 'module'>>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'entity' | 'id' | 'page' | 'pageSize'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myAccesses?: Resolver<ResolversTypes['AccessSet'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryProfileArgs, 'id'>>;
  profileAccesses?: Resolver<Array<ResolversTypes['Access']>, ParentType, ContextType, RequireFields<QueryProfileAccessesArgs, 'profileId'>>;
  profiles?: Resolver<ResolversTypes['ProfilePage'], ParentType, ContextType, Partial<QueryProfilesArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  daysPasswordExpired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['FileRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profiles?: Resolver<Array<ResolversTypes['ProfileSummary']>, ParentType, ContextType>;
  showModalRankings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  totalRegisters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Access?: AccessResolvers<ContextType>;
  AccessException?: AccessExceptionResolvers<ContextType>;
  AccessModule?: AccessModuleResolvers<ContextType>;
  AccessSet?: AccessSetResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Favorite?: FavoriteResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FileRef?: FileRefResolvers<ContextType>;
  FormCache?: FormCacheResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HistoryUser?: HistoryUserResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileGrant?: ProfileGrantResolvers<ContextType>;
  ProfilePage?: ProfilePageResolvers<ContextType>;
  ProfileSummary?: ProfileSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
}>;

