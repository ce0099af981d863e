/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type GenerateHandbookInput = {
  /** Trimmed, on one line, 1 to 200 characters. */
  companyName: string;
  /** ISO 3166-1 alpha-2 country code, one of `handbookCountries`, for example `US`, `GB`, `DE`. */
  country: string;
  /** `YYYY-MM-DD`; today (UTC) when omitted. */
  effectiveDate?: string | null | undefined;
  /** 1 to 1,000,000. */
  employeeCount: number;
  /** Policy keys from `policyLibrary`; omitted means the standard set (all of them). */
  policies?: Array<string> | null | undefined;
  /** A state or province where rules differ, one of the country's `regions`, for example `CA` in the US. */
  region?: string | null | undefined;
  /** Defaults to `<companyName> Employee Handbook`; trimmed, on one line, 1 to 200 characters. */
  title?: string | null | undefined;
};

export type E2eMeQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eMeQuery = { me: { userId: string, email: string } };

export type E2eGenerateOwnMutationVariables = Exact<{
  input: GenerateHandbookInput;
}>;


export type E2eGenerateOwnMutation = { generateHandbook: { handbookId: string, title: string } };

export type E2eListHandbooksQueryVariables = Exact<{ [key: string]: never; }>;


export type E2eListHandbooksQuery = { listHandbooks: { total: number, handbooks: Array<{ handbookId: string, createdAt: string }> } };

export type CrashGenerateMutationVariables = Exact<{ [key: string]: never; }>;


export type CrashGenerateMutation = { generateHandbook: { handbookId: string } };

export type OutageMeQueryVariables = Exact<{ [key: string]: never; }>;


export type OutageMeQuery = { me: { email: string } };

export type TestOwnHandbookFieldsFragment = { handbookId: string, createdAt: string, updatedAt: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, sections: Array<{ key: string, title: string, body: string }> };

export type TestOwnVersionFieldsFragment = { handbookId: string, version: number, libraryVersion: string, outdated: boolean, updatedAt: string, markdown: string, versions: Array<{ version: number, createdAt: string, libraryVersion: string, changedSectionKeys: Array<string> }> };

export type WhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoAmIQuery = { me: { userId: string } };

export type GenerateOwnHandbookMutationVariables = Exact<{
  input: GenerateHandbookInput;
}>;


export type GenerateOwnHandbookMutation = { generateHandbook: { handbookId: string } };

export type ListOwnHandbooksQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ListOwnHandbooksQuery = { listHandbooks: { total: number, handbooks: Array<{ handbookId: string, createdAt: string }> } };

export type ReadOwnHandbookQueryVariables = Exact<{
  id: string | number;
}>;


export type ReadOwnHandbookQuery = { handbook: { handbookId: string } | null };

export type DeleteOwnHandbookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOwnHandbookMutation = { deleteHandbook: string };

export type CustomerPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerPoliciesQuery = { policyLibrary: Array<{ key: string, title: string }> };

export type CustomerCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCountriesQuery = { handbookCountries: Array<{ code: string, name: string, regionLabel: string | null, regions: Array<{ code: string, name: string }> }> };

export type HostileGenerateOwnMutationVariables = Exact<{
  input: GenerateHandbookInput;
}>;


export type HostileGenerateOwnMutation = { generateHandbook: { handbookId: string, title: string, companyName: string, markdown: string } };

export type HostileOwnHandbookFragment = { handbookId: string, title: string, companyName: string, markdown: string };

export type HostileReadOwnQueryVariables = Exact<{
  id: string | number;
}>;


export type HostileReadOwnQuery = { handbook: { handbookId: string, title: string, companyName: string, markdown: string } | null };

export type OwnHandbookVersionQueryVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type OwnHandbookVersionQuery = { policyLibraryVersion: string, handbookVersion: { handbookId: string, version: number, libraryVersion: string, outdated: boolean, updatedAt: string, markdown: string, versions: Array<{ version: number, createdAt: string, libraryVersion: string, changedSectionKeys: Array<string> }> } | null };

export type RegenerateOwnHandbookMutationVariables = Exact<{
  id: string | number;
}>;


export type RegenerateOwnHandbookMutation = { regenerateHandbook: { handbookId: string, version: number, libraryVersion: string, outdated: boolean, updatedAt: string, markdown: string, versions: Array<{ version: number, createdAt: string, libraryVersion: string, changedSectionKeys: Array<string> }> } };

export type GenerateFullHandbookMutationVariables = Exact<{
  input: GenerateHandbookInput;
}>;


export type GenerateFullHandbookMutation = { generateHandbook: { handbookId: string, createdAt: string, updatedAt: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, sections: Array<{ key: string, title: string, body: string }> } };

export type HandbookTextQueryVariables = Exact<{
  id: string | number;
}>;


export type HandbookTextQuery = { handbook: { markdown: string } | null };

export type FullTextQueryVariables = Exact<{
  id: string | number;
}>;


export type FullTextQuery = { handbook: { markdown: string, sections: Array<{ key: string, title: string, body: string }> } | null };

export type OwnHandbookQueryVariables = Exact<{
  id: string | number;
}>;


export type OwnHandbookQuery = { handbook: { handbookId: string, createdAt: string, updatedAt: string, title: string, companyName: string, country: string, region: string | null, employeeCount: number, effectiveDate: string, policies: Array<string>, markdown: string, sections: Array<{ key: string, title: string, body: string }> } | null };

export type GenerateOwnTextMutationVariables = Exact<{
  input: GenerateHandbookInput;
}>;


export type GenerateOwnTextMutation = { generateHandbook: { markdown: string } };

export type TenantMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TenantMeQuery = { me: { userId: string, email: string, name: string } };

export type TypedMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TypedMeQuery = { me: { userId: string, name: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const TestOwnHandbookFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestOwnHandbookFields on Handbook {
  handbookId
  createdAt
  updatedAt
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
    body
  }
  markdown
}
    `, {"fragmentName":"TestOwnHandbookFields"}) as unknown as TypedDocumentString<TestOwnHandbookFieldsFragment, unknown>;
export const TestOwnVersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestOwnVersionFields on Handbook {
  handbookId
  version
  libraryVersion
  outdated
  updatedAt
  markdown
  versions {
    version
    createdAt
    libraryVersion
    changedSectionKeys
  }
}
    `, {"fragmentName":"TestOwnVersionFields"}) as unknown as TypedDocumentString<TestOwnVersionFieldsFragment, unknown>;
export const HostileOwnHandbookFragmentDoc = new TypedDocumentString(`
    fragment HostileOwnHandbook on Handbook {
  handbookId
  title
  companyName
  markdown
}
    `, {"fragmentName":"HostileOwnHandbook"}) as unknown as TypedDocumentString<HostileOwnHandbookFragment, unknown>;
export const E2eMeDocument = new TypedDocumentString(`
    query E2eMe {
  me {
    userId
    email
  }
}
    `) as unknown as TypedDocumentString<E2eMeQuery, E2eMeQueryVariables>;
export const E2eGenerateOwnDocument = new TypedDocumentString(`
    mutation E2eGenerateOwn($input: GenerateHandbookInput!) {
  generateHandbook(input: $input) {
    handbookId
    title
  }
}
    `) as unknown as TypedDocumentString<E2eGenerateOwnMutation, E2eGenerateOwnMutationVariables>;
export const E2eListHandbooksDocument = new TypedDocumentString(`
    query E2eListHandbooks {
  listHandbooks {
    total
    handbooks {
      handbookId
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<E2eListHandbooksQuery, E2eListHandbooksQueryVariables>;
export const CrashGenerateDocument = new TypedDocumentString(`
    mutation CrashGenerate {
  generateHandbook(input: {companyName: "Crash", country: "US", employeeCount: 3}) {
    handbookId
  }
}
    `) as unknown as TypedDocumentString<CrashGenerateMutation, CrashGenerateMutationVariables>;
export const OutageMeDocument = new TypedDocumentString(`
    query OutageMe {
  me {
    email
  }
}
    `) as unknown as TypedDocumentString<OutageMeQuery, OutageMeQueryVariables>;
export const WhoAmIDocument = new TypedDocumentString(`
    query WhoAmI {
  me {
    userId
  }
}
    `) as unknown as TypedDocumentString<WhoAmIQuery, WhoAmIQueryVariables>;
export const GenerateOwnHandbookDocument = new TypedDocumentString(`
    mutation GenerateOwnHandbook($input: GenerateHandbookInput!) {
  generateHandbook(input: $input) {
    handbookId
  }
}
    `) as unknown as TypedDocumentString<GenerateOwnHandbookMutation, GenerateOwnHandbookMutationVariables>;
export const ListOwnHandbooksDocument = new TypedDocumentString(`
    query ListOwnHandbooks($offset: Int, $limit: Int) {
  listHandbooks(offset: $offset, limit: $limit) {
    total
    handbooks {
      handbookId
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ListOwnHandbooksQuery, ListOwnHandbooksQueryVariables>;
export const ReadOwnHandbookDocument = new TypedDocumentString(`
    query ReadOwnHandbook($id: ID!) {
  handbook(handbookId: $id) {
    handbookId
  }
}
    `) as unknown as TypedDocumentString<ReadOwnHandbookQuery, ReadOwnHandbookQueryVariables>;
export const DeleteOwnHandbookDocument = new TypedDocumentString(`
    mutation DeleteOwnHandbook($id: ID!) {
  deleteHandbook(handbookId: $id)
}
    `) as unknown as TypedDocumentString<DeleteOwnHandbookMutation, DeleteOwnHandbookMutationVariables>;
export const CustomerPoliciesDocument = new TypedDocumentString(`
    query CustomerPolicies {
  policyLibrary {
    key
    title
  }
}
    `) as unknown as TypedDocumentString<CustomerPoliciesQuery, CustomerPoliciesQueryVariables>;
export const CustomerCountriesDocument = new TypedDocumentString(`
    query CustomerCountries {
  handbookCountries {
    code
    name
    regionLabel
    regions {
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerCountriesQuery, CustomerCountriesQueryVariables>;
export const HostileGenerateOwnDocument = new TypedDocumentString(`
    mutation HostileGenerateOwn($input: GenerateHandbookInput!) {
  generateHandbook(input: $input) {
    ...HostileOwnHandbook
  }
}
    fragment HostileOwnHandbook on Handbook {
  handbookId
  title
  companyName
  markdown
}`) as unknown as TypedDocumentString<HostileGenerateOwnMutation, HostileGenerateOwnMutationVariables>;
export const HostileReadOwnDocument = new TypedDocumentString(`
    query HostileReadOwn($id: ID!) {
  handbook(handbookId: $id) {
    ...HostileOwnHandbook
  }
}
    fragment HostileOwnHandbook on Handbook {
  handbookId
  title
  companyName
  markdown
}`) as unknown as TypedDocumentString<HostileReadOwnQuery, HostileReadOwnQueryVariables>;
export const OwnHandbookVersionDocument = new TypedDocumentString(`
    query OwnHandbookVersion($id: ID!, $version: Int!) {
  policyLibraryVersion
  handbookVersion(handbookId: $id, version: $version) {
    ...TestOwnVersionFields
  }
}
    fragment TestOwnVersionFields on Handbook {
  handbookId
  version
  libraryVersion
  outdated
  updatedAt
  markdown
  versions {
    version
    createdAt
    libraryVersion
    changedSectionKeys
  }
}`) as unknown as TypedDocumentString<OwnHandbookVersionQuery, OwnHandbookVersionQueryVariables>;
export const RegenerateOwnHandbookDocument = new TypedDocumentString(`
    mutation RegenerateOwnHandbook($id: ID!) {
  regenerateHandbook(handbookId: $id) {
    ...TestOwnVersionFields
  }
}
    fragment TestOwnVersionFields on Handbook {
  handbookId
  version
  libraryVersion
  outdated
  updatedAt
  markdown
  versions {
    version
    createdAt
    libraryVersion
    changedSectionKeys
  }
}`) as unknown as TypedDocumentString<RegenerateOwnHandbookMutation, RegenerateOwnHandbookMutationVariables>;
export const GenerateFullHandbookDocument = new TypedDocumentString(`
    mutation GenerateFullHandbook($input: GenerateHandbookInput!) {
  generateHandbook(input: $input) {
    ...TestOwnHandbookFields
  }
}
    fragment TestOwnHandbookFields on Handbook {
  handbookId
  createdAt
  updatedAt
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
    body
  }
  markdown
}`) as unknown as TypedDocumentString<GenerateFullHandbookMutation, GenerateFullHandbookMutationVariables>;
export const HandbookTextDocument = new TypedDocumentString(`
    query HandbookText($id: ID!) {
  handbook(handbookId: $id) {
    markdown
  }
}
    `) as unknown as TypedDocumentString<HandbookTextQuery, HandbookTextQueryVariables>;
export const FullTextDocument = new TypedDocumentString(`
    query FullText($id: ID!) {
  handbook(handbookId: $id) {
    markdown
    sections {
      key
      title
      body
    }
  }
}
    `) as unknown as TypedDocumentString<FullTextQuery, FullTextQueryVariables>;
export const OwnHandbookDocument = new TypedDocumentString(`
    query OwnHandbook($id: ID!) {
  handbook(handbookId: $id) {
    ...TestOwnHandbookFields
  }
}
    fragment TestOwnHandbookFields on Handbook {
  handbookId
  createdAt
  updatedAt
  title
  companyName
  country
  region
  employeeCount
  effectiveDate
  policies
  sections {
    key
    title
    body
  }
  markdown
}`) as unknown as TypedDocumentString<OwnHandbookQuery, OwnHandbookQueryVariables>;
export const GenerateOwnTextDocument = new TypedDocumentString(`
    mutation GenerateOwnText($input: GenerateHandbookInput!) {
  generateHandbook(input: $input) {
    markdown
  }
}
    `) as unknown as TypedDocumentString<GenerateOwnTextMutation, GenerateOwnTextMutationVariables>;
export const TenantMeDocument = new TypedDocumentString(`
    query TenantMe {
  me {
    userId
    email
    name
  }
}
    `) as unknown as TypedDocumentString<TenantMeQuery, TenantMeQueryVariables>;
export const TypedMeDocument = new TypedDocumentString(`
    query TypedMe {
  me {
    userId
    name
  }
}
    `) as unknown as TypedDocumentString<TypedMeQuery, TypedMeQueryVariables>;