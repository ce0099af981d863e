import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CustomerRecord } from '../customers/customer-store';
import type { HandbookRow } from '../handbooks/handbook-store';
import type { HandbookListParent } from '../handbooks/handbook-fields';
import type { CustomerContext } from '../core/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
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
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type GenerateHandbookInput = {
  /** Trimmed, on one line, 1 to 200 characters. */
  companyName: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 country code, one of `handbookCountries`, for example `US`, `GB`, `DE`. */
  country: Scalars['String']['input'];
  /** `YYYY-MM-DD`; today (UTC) when omitted. */
  effectiveDate?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 1,000,000. */
  employeeCount: Scalars['Int']['input'];
  /** Policy keys from `policyLibrary`; omitted means the standard set (all of them). */
  policies?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A state or province where rules differ, one of the country's `regions`, for example `CA` in the US. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to `<companyName> Employee Handbook`; trimmed, on one line, 1 to 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Handbook = {
  __typename?: 'Handbook';
  companyName: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country code. */
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The date the handbook takes effect, `YYYY-MM-DD`. */
  effectiveDate: Scalars['String']['output'];
  employeeCount: Scalars['Int']['output'];
  handbookId: Scalars['ID']['output'];
  /** The version of the policy library (`policyLibraryVersion`) this version's text was written from. */
  libraryVersion: Scalars['String']['output'];
  /** The whole handbook as one Markdown document. */
  markdown: Scalars['String']['output'];
  /** Whether the text was written from another library version than the current one: `regenerate…` brings it up to date. */
  outdated: Scalars['Boolean']['output'];
  /** Keys of the policies included, in document order. */
  policies: Array<Scalars['String']['output']>;
  region: Maybe<Scalars['String']['output']>;
  sections: Array<HandbookSection>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Which version of the handbook this is: 1 when generated, one more at each regeneration. */
  version: Scalars['Int']['output'];
  /** Every version of the handbook, newest first (at most 50). */
  versions: Array<HandbookVersion>;
};

/** A country a handbook can be written for (`GenerateHandbookInput.country`). */
export type HandbookCountry = {
  __typename?: 'HandbookCountry';
  /** ISO 3166-1 alpha-2 code. */
  code: Scalars['String']['output'];
  /** Its name in English. */
  name: Scalars['String']['output'];
  /** What its regions are called (`State`, `Province`); null when the library has no rules below the country. */
  regionLabel: Maybe<Scalars['String']['output']>;
  /** The states or provinces with rules of their own (`GenerateHandbookInput.region`), by name; often none. */
  regions: Array<HandbookRegion>;
};

export type HandbookList = {
  __typename?: 'HandbookList';
  handbooks: Array<Handbook>;
  /** How many handbooks the caller has in all. */
  total: Scalars['Int']['output'];
};

/** A state or province with rules of its own. */
export type HandbookRegion = {
  __typename?: 'HandbookRegion';
  /** Its code within the country, for example `CA` (California) in the US. */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type HandbookSection = {
  __typename?: 'HandbookSection';
  /** The section's text in Markdown. */
  body: Scalars['String']['output'];
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One version of a handbook, in its history. */
export type HandbookVersion = {
  __typename?: 'HandbookVersion';
  /**
   * The keys of the sections whose text differs from the version before: added, removed or changed (none for
   * version 1).
   */
  changedSectionKeys: Array<Scalars['String']['output']>;
  /** When this version was written. */
  createdAt: Scalars['DateTime']['output'];
  libraryVersion: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Deletes one of the caller's handbooks and returns its id; NOT_FOUND when there is none with that id. */
  deleteHandbook: Scalars['ID']['output'];
  /**
   * Builds a handbook from the policy library for the company described. The same input gives the same text.
   * A customer holds at most 200 handbooks: beyond that, BAD_USER_INPUT until one is deleted.
   */
  generateHandbook: Handbook;
  /**
   * Writes a new version of one of the caller's handbooks from the same input and the current policy library:
   * the same `handbookId`, `version` one more, earlier versions kept (`handbookVersion`). A handbook written from
   * the current library already is returned as it is. A handbook keeps at most 50 versions: beyond that,
   * BAD_USER_INPUT. NOT_FOUND when there is none with that id.
   */
  regenerateHandbook: Handbook;
};


export type MutationDeleteHandbookArgs = {
  handbookId: Scalars['ID']['input'];
};


export type MutationGenerateHandbookArgs = {
  input: GenerateHandbookInput;
};


export type MutationRegenerateHandbookArgs = {
  handbookId: Scalars['ID']['input'];
};

export type Policy = {
  __typename?: 'Policy';
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One of the caller's handbooks with its full text, or null when there is none with that id. */
  handbook: Maybe<Handbook>;
  /** The countries the policy library covers, by name, each with the states or provinces it has rules of its own for. */
  handbookCountries: Array<HandbookCountry>;
  /**
   * One version of one of the caller's handbooks, earlier ones included, with its text; null when the handbook
   * or that version does not exist.
   */
  handbookVersion: Maybe<Handbook>;
  /** The caller's handbooks, newest first. `limit` is 1 to 100. */
  listHandbooks: HandbookList;
  /** The calling customer. */
  me: Customer;
  /** The policies a handbook can contain, in the order a handbook presents them. */
  policyLibrary: Array<Policy>;
  /**
   * The version of the policy library the generator writes from now. It changes whenever any text the generator
   * can write changes; a handbook written from another version is `outdated`.
   */
  policyLibraryVersion: Scalars['String']['output'];
};


export type QueryHandbookArgs = {
  handbookId: Scalars['ID']['input'];
};


export type QueryHandbookVersionArgs = {
  handbookId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type QueryListHandbooksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};



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
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GenerateHandbookInput: GenerateHandbookInput;
  Handbook: ResolverTypeWrapper<HandbookRow>;
  HandbookCountry: ResolverTypeWrapper<HandbookCountry>;
  HandbookList: ResolverTypeWrapper<HandbookListParent>;
  HandbookRegion: ResolverTypeWrapper<HandbookRegion>;
  HandbookSection: ResolverTypeWrapper<HandbookSection>;
  HandbookVersion: ResolverTypeWrapper<HandbookVersion>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Policy: ResolverTypeWrapper<Policy>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Customer: CustomerRecord;
  DateTime: Scalars['DateTime']['output'];
  GenerateHandbookInput: GenerateHandbookInput;
  Handbook: HandbookRow;
  HandbookCountry: HandbookCountry;
  HandbookList: HandbookListParent;
  HandbookRegion: HandbookRegion;
  HandbookSection: HandbookSection;
  HandbookVersion: HandbookVersion;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Policy: Policy;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
};

export type CustomerResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type HandbookResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['Handbook'] = ResolversParentTypes['Handbook']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employeeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  handbookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libraryVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  policies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['HandbookSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['HandbookVersion']>, ParentType, ContextType>;
};

export type HandbookCountryResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['HandbookCountry'] = ResolversParentTypes['HandbookCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['HandbookRegion']>, ParentType, ContextType>;
};

export type HandbookListResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['HandbookList'] = ResolversParentTypes['HandbookList']> = {
  handbooks?: Resolver<Array<ResolversTypes['Handbook']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HandbookRegionResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['HandbookRegion'] = ResolversParentTypes['HandbookRegion']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandbookSectionResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['HandbookSection'] = ResolversParentTypes['HandbookSection']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandbookVersionResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['HandbookVersion'] = ResolversParentTypes['HandbookVersion']> = {
  changedSectionKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  libraryVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  deleteHandbook?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteHandbookArgs, 'handbookId'>>;
  generateHandbook?: Resolver<ResolversTypes['Handbook'], ParentType, ContextType, RequireFields<MutationGenerateHandbookArgs, 'input'>>;
  regenerateHandbook?: Resolver<ResolversTypes['Handbook'], ParentType, ContextType, RequireFields<MutationRegenerateHandbookArgs, 'handbookId'>>;
};

export type PolicyResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['Policy'] = ResolversParentTypes['Policy']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = CustomerContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  handbook?: Resolver<Maybe<ResolversTypes['Handbook']>, ParentType, ContextType, RequireFields<QueryHandbookArgs, 'handbookId'>>;
  handbookCountries?: Resolver<Array<ResolversTypes['HandbookCountry']>, ParentType, ContextType>;
  handbookVersion?: Resolver<Maybe<ResolversTypes['Handbook']>, ParentType, ContextType, RequireFields<QueryHandbookVersionArgs, 'handbookId' | 'version'>>;
  listHandbooks?: Resolver<ResolversTypes['HandbookList'], ParentType, ContextType, RequireFields<QueryListHandbooksArgs, 'limit' | 'offset'>>;
  me?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  policyLibrary?: Resolver<Array<ResolversTypes['Policy']>, ParentType, ContextType>;
  policyLibraryVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = CustomerContext> = {
  Customer?: CustomerResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Handbook?: HandbookResolvers<ContextType>;
  HandbookCountry?: HandbookCountryResolvers<ContextType>;
  HandbookList?: HandbookListResolvers<ContextType>;
  HandbookRegion?: HandbookRegionResolvers<ContextType>;
  HandbookSection?: HandbookSectionResolvers<ContextType>;
  HandbookVersion?: HandbookVersionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Policy?: PolicyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

