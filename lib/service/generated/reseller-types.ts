import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ResellerRecord } from '../repositories/resellers';
import type { CustomerRecord } from '../repositories/customers';
import type { TokenRecord } from '../repositories/tokens';
import type { CustomerListParent } from '../reseller-resolvers/customers';
import type { TokenListParent } from '../reseller-resolvers/tokens';
import type { ResellerContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 timestamp in UTC with a `Z` suffix, for example `2026-11-21T09:30:00.000Z`. */
  DateTime: { input: Date; output: Date; }
};

export type Customer = {
  __typename?: 'Customer';
  /** When access ran out: the latest expiry of the unrevoked tokens, when all have expired; otherwise null. */
  accessExpiredAt: Maybe<Scalars['DateTime']['output']>;
  /** The latest expiry among active tokens; null when there is none. */
  accessExpiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Tokens neither revoked nor expired. */
  activeTokenCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  handbookCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type CustomerList = {
  __typename?: 'CustomerList';
  customers: Array<Customer>;
  total: Scalars['Int']['output'];
};

export const CustomerSort = {
  AccessExpiresAt: 'ACCESS_EXPIRES_AT',
  ActiveTokenCount: 'ACTIVE_TOKEN_COUNT',
  CreatedAt: 'CREATED_AT',
  Email: 'EMAIL',
  HandbookCount: 'HANDBOOK_COUNT',
  Name: 'NAME'
} as const;

export type CustomerSort = typeof CustomerSort[keyof typeof CustomerSort];
export type GeneratedToken = {
  __typename?: 'GeneratedToken';
  expiresAt: Scalars['DateTime']['output'];
  issuedToken: IssuedToken;
  /** The bearer token for `Authorization: Bearer <token>`. Shown once: store it now. */
  token: Scalars['String']['output'];
};

export type IssuedToken = {
  __typename?: 'IssuedToken';
  expiresAt: Scalars['DateTime']['output'];
  issuedAt: Scalars['DateTime']['output'];
  /** When the token was last accepted by the Customer API (recorded at most once a minute). */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** The lifetime chosen at issue, in seconds. */
  lifetimeSeconds: Scalars['Int']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  status: TokenStatus;
  tokenId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type IssuedTokenList = {
  __typename?: 'IssuedTokenList';
  tokens: Array<IssuedToken>;
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a customer. The email is trimmed, lower-cased and must be unique among the reseller's customers. */
  createHandbookCustomer: Customer;
  /**
   * Issues a bearer token for the Customer API. `expiresIn` is its lifetime in seconds, 60 to 31,536,000
   * (default 2,592,000 = 30 days). The token itself is returned here once and never again.
   */
  generateCustomerToken: GeneratedToken;
  /** Revokes a token: it stops working at once. Revoking a revoked token changes nothing. */
  revokeCustomerToken: IssuedToken;
};


export type MutationCreateHandbookCustomerArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationGenerateCustomerTokenArgs = {
  expiresIn?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationRevokeCustomerTokenArgs = {
  tokenId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Issued customer tokens, soonest expiry first: one customer's, or every customer's when `userId` is
   * omitted. `expiringWithinDays` keeps active tokens that expire within that many days (1 to 365).
   */
  customerTokens: IssuedTokenList;
  /** One customer, or null when the id is unknown (another reseller's customers are unknown here). */
  handbookCustomer: Maybe<Customer>;
  /**
   * The reseller's customers matching `search` (a case-insensitive substring of name or email), one page of
   * them, with `total` counting every match. `limit` is 1 to 100.
   */
  handbookCustomers: CustomerList;
  /** The calling reseller. */
  reseller: Reseller;
};


export type QueryCustomerTokensArgs = {
  expiringWithinDays: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<TokenStatus>;
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryHandbookCustomerArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryHandbookCustomersArgs = {
  direction?: InputMaybe<SortDirection>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerSort>;
};

export type Reseller = {
  __typename?: 'Reseller';
  createdAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  resellerId: Scalars['ID']['output'];
};

export const SortDirection = {
  Asc: 'ASC',
  Desc: 'DESC'
} as const;

export type SortDirection = typeof SortDirection[keyof typeof SortDirection];
export const TokenStatus = {
  Active: 'ACTIVE',
  Expired: 'EXPIRED',
  Revoked: 'REVOKED'
} as const;

export type TokenStatus = typeof TokenStatus[keyof typeof TokenStatus];


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Customer: ResolverTypeWrapper<CustomerRecord>;
  CustomerList: ResolverTypeWrapper<CustomerListParent>;
  CustomerSort: CustomerSort;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GeneratedToken: ResolverTypeWrapper<Omit<GeneratedToken, 'issuedToken'> & { issuedToken: ResolversTypes['IssuedToken'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssuedToken: ResolverTypeWrapper<TokenRecord>;
  IssuedTokenList: ResolverTypeWrapper<TokenListParent>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reseller: ResolverTypeWrapper<ResellerRecord>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TokenStatus: TokenStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Customer: CustomerRecord;
  CustomerList: CustomerListParent;
  DateTime: Scalars['DateTime']['output'];
  GeneratedToken: Omit<GeneratedToken, 'issuedToken'> & { issuedToken: ResolversParentTypes['IssuedToken'] };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IssuedToken: TokenRecord;
  IssuedTokenList: TokenListParent;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Reseller: ResellerRecord;
  String: Scalars['String']['output'];
};

export type CustomerResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  accessExpiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  accessExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  activeTokenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handbookCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomerListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['CustomerList'] = ResolversParentTypes['CustomerList']> = {
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GeneratedTokenResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['GeneratedToken'] = ResolversParentTypes['GeneratedToken']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuedToken?: Resolver<ResolversTypes['IssuedToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IssuedTokenResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['IssuedToken'] = ResolversParentTypes['IssuedToken']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lifetimeSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TokenStatus'], ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IssuedTokenListResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['IssuedTokenList'] = ResolversParentTypes['IssuedTokenList']> = {
  tokens?: Resolver<Array<ResolversTypes['IssuedToken']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createHandbookCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateHandbookCustomerArgs, 'email' | 'name'>>;
  generateCustomerToken?: Resolver<ResolversTypes['GeneratedToken'], ParentType, ContextType, RequireFields<MutationGenerateCustomerTokenArgs, 'expiresIn' | 'userId'>>;
  revokeCustomerToken?: Resolver<ResolversTypes['IssuedToken'], ParentType, ContextType, RequireFields<MutationRevokeCustomerTokenArgs, 'tokenId'>>;
};

export type QueryResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  customerTokens?: Resolver<ResolversTypes['IssuedTokenList'], ParentType, ContextType, RequireFields<QueryCustomerTokensArgs, 'limit' | 'offset'>>;
  handbookCustomer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryHandbookCustomerArgs, 'userId'>>;
  handbookCustomers?: Resolver<ResolversTypes['CustomerList'], ParentType, ContextType, RequireFields<QueryHandbookCustomersArgs, 'direction' | 'limit' | 'offset' | 'sort'>>;
  reseller?: Resolver<ResolversTypes['Reseller'], ParentType, ContextType>;
};

export type ResellerResolvers<ContextType = ResellerContext, ParentType extends ResolversParentTypes['Reseller'] = ResolversParentTypes['Reseller']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ResellerContext> = {
  Customer?: CustomerResolvers<ContextType>;
  CustomerList?: CustomerListResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  GeneratedToken?: GeneratedTokenResolvers<ContextType>;
  IssuedToken?: IssuedTokenResolvers<ContextType>;
  IssuedTokenList?: IssuedTokenListResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reseller?: ResellerResolvers<ContextType>;
};

