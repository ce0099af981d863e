/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query E2eMe {\n    me {\n      userId\n      email\n    }\n  }\n": typeof types.E2eMeDocument,
    "\n  mutation E2eGenerateOwn($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      handbookId\n      title\n    }\n  }\n": typeof types.E2eGenerateOwnDocument,
    "\n  query E2eListHandbooks {\n    listHandbooks {\n      total\n      handbooks {\n        handbookId\n        createdAt\n      }\n    }\n  }\n": typeof types.E2eListHandbooksDocument,
    "\n  mutation CrashGenerate {\n    generateHandbook(input: { companyName: \"Crash\", country: \"US\", employeeCount: 3 }) {\n      handbookId\n    }\n  }\n": typeof types.CrashGenerateDocument,
    "\n  query OutageMe {\n    me {\n      email\n    }\n  }\n": typeof types.OutageMeDocument,
    "\n  fragment TestOwnHandbookFields on Handbook {\n    handbookId\n    createdAt\n    updatedAt\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n      body\n    }\n    markdown\n  }\n": typeof types.TestOwnHandbookFieldsFragmentDoc,
    "\n  fragment TestOwnVersionFields on Handbook {\n    handbookId\n    version\n    libraryVersion\n    outdated\n    updatedAt\n    markdown\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n": typeof types.TestOwnVersionFieldsFragmentDoc,
    "\n  query WhoAmI {\n    me {\n      userId\n    }\n  }\n": typeof types.WhoAmIDocument,
    "\n  mutation GenerateOwnHandbook($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      handbookId\n    }\n  }\n": typeof types.GenerateOwnHandbookDocument,
    "\n  query ListOwnHandbooks($offset: Int, $limit: Int) {\n    listHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        createdAt\n      }\n    }\n  }\n": typeof types.ListOwnHandbooksDocument,
    "\n  query ReadOwnHandbook($id: ID!) {\n    handbook(handbookId: $id) {\n      handbookId\n    }\n  }\n": typeof types.ReadOwnHandbookDocument,
    "\n  mutation DeleteOwnHandbook($id: ID!) {\n    deleteHandbook(handbookId: $id)\n  }\n": typeof types.DeleteOwnHandbookDocument,
    "\n  query CustomerPolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n": typeof types.CustomerPoliciesDocument,
    "\n  query CustomerCountries {\n    handbookCountries {\n      code\n      name\n      regionLabel\n      regions {\n        code\n        name\n      }\n    }\n  }\n": typeof types.CustomerCountriesDocument,
    "\n  mutation HostileGenerateOwn($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      ...HostileOwnHandbook\n    }\n  }\n  fragment HostileOwnHandbook on Handbook {\n    handbookId\n    title\n    companyName\n    markdown\n  }\n": typeof types.HostileGenerateOwnDocument,
    "\n  query HostileReadOwn($id: ID!) {\n    handbook(handbookId: $id) {\n      ...HostileOwnHandbook\n    }\n  }\n": typeof types.HostileReadOwnDocument,
    "\n  query OwnHandbookVersion($id: ID!, $version: Int!) {\n    policyLibraryVersion\n    handbookVersion(handbookId: $id, version: $version) {\n      ...TestOwnVersionFields\n    }\n  }\n": typeof types.OwnHandbookVersionDocument,
    "\n  mutation RegenerateOwnHandbook($id: ID!) {\n    regenerateHandbook(handbookId: $id) {\n      ...TestOwnVersionFields\n    }\n  }\n": typeof types.RegenerateOwnHandbookDocument,
    "\n  mutation GenerateFullHandbook($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      ...TestOwnHandbookFields\n    }\n  }\n": typeof types.GenerateFullHandbookDocument,
    "\n  query HandbookText($id: ID!) {\n    handbook(handbookId: $id) {\n      markdown\n    }\n  }\n": typeof types.HandbookTextDocument,
    "\n  query FullText($id: ID!) {\n    handbook(handbookId: $id) {\n      markdown\n      sections {\n        key\n        title\n        body\n      }\n    }\n  }\n": typeof types.FullTextDocument,
    "\n  query OwnHandbook($id: ID!) {\n    handbook(handbookId: $id) {\n      ...TestOwnHandbookFields\n    }\n  }\n": typeof types.OwnHandbookDocument,
    "\n  mutation GenerateOwnText($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      markdown\n    }\n  }\n": typeof types.GenerateOwnTextDocument,
    "\n  query TenantMe {\n    me {\n      userId\n      email\n      name\n    }\n  }\n": typeof types.TenantMeDocument,
    "\n  query TypedMe {\n    me {\n      userId\n      name\n    }\n  }\n": typeof types.TypedMeDocument,
};
const documents: Documents = {
    "\n  query E2eMe {\n    me {\n      userId\n      email\n    }\n  }\n": types.E2eMeDocument,
    "\n  mutation E2eGenerateOwn($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      handbookId\n      title\n    }\n  }\n": types.E2eGenerateOwnDocument,
    "\n  query E2eListHandbooks {\n    listHandbooks {\n      total\n      handbooks {\n        handbookId\n        createdAt\n      }\n    }\n  }\n": types.E2eListHandbooksDocument,
    "\n  mutation CrashGenerate {\n    generateHandbook(input: { companyName: \"Crash\", country: \"US\", employeeCount: 3 }) {\n      handbookId\n    }\n  }\n": types.CrashGenerateDocument,
    "\n  query OutageMe {\n    me {\n      email\n    }\n  }\n": types.OutageMeDocument,
    "\n  fragment TestOwnHandbookFields on Handbook {\n    handbookId\n    createdAt\n    updatedAt\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n      body\n    }\n    markdown\n  }\n": types.TestOwnHandbookFieldsFragmentDoc,
    "\n  fragment TestOwnVersionFields on Handbook {\n    handbookId\n    version\n    libraryVersion\n    outdated\n    updatedAt\n    markdown\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n": types.TestOwnVersionFieldsFragmentDoc,
    "\n  query WhoAmI {\n    me {\n      userId\n    }\n  }\n": types.WhoAmIDocument,
    "\n  mutation GenerateOwnHandbook($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      handbookId\n    }\n  }\n": types.GenerateOwnHandbookDocument,
    "\n  query ListOwnHandbooks($offset: Int, $limit: Int) {\n    listHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        createdAt\n      }\n    }\n  }\n": types.ListOwnHandbooksDocument,
    "\n  query ReadOwnHandbook($id: ID!) {\n    handbook(handbookId: $id) {\n      handbookId\n    }\n  }\n": types.ReadOwnHandbookDocument,
    "\n  mutation DeleteOwnHandbook($id: ID!) {\n    deleteHandbook(handbookId: $id)\n  }\n": types.DeleteOwnHandbookDocument,
    "\n  query CustomerPolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n": types.CustomerPoliciesDocument,
    "\n  query CustomerCountries {\n    handbookCountries {\n      code\n      name\n      regionLabel\n      regions {\n        code\n        name\n      }\n    }\n  }\n": types.CustomerCountriesDocument,
    "\n  mutation HostileGenerateOwn($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      ...HostileOwnHandbook\n    }\n  }\n  fragment HostileOwnHandbook on Handbook {\n    handbookId\n    title\n    companyName\n    markdown\n  }\n": types.HostileGenerateOwnDocument,
    "\n  query HostileReadOwn($id: ID!) {\n    handbook(handbookId: $id) {\n      ...HostileOwnHandbook\n    }\n  }\n": types.HostileReadOwnDocument,
    "\n  query OwnHandbookVersion($id: ID!, $version: Int!) {\n    policyLibraryVersion\n    handbookVersion(handbookId: $id, version: $version) {\n      ...TestOwnVersionFields\n    }\n  }\n": types.OwnHandbookVersionDocument,
    "\n  mutation RegenerateOwnHandbook($id: ID!) {\n    regenerateHandbook(handbookId: $id) {\n      ...TestOwnVersionFields\n    }\n  }\n": types.RegenerateOwnHandbookDocument,
    "\n  mutation GenerateFullHandbook($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      ...TestOwnHandbookFields\n    }\n  }\n": types.GenerateFullHandbookDocument,
    "\n  query HandbookText($id: ID!) {\n    handbook(handbookId: $id) {\n      markdown\n    }\n  }\n": types.HandbookTextDocument,
    "\n  query FullText($id: ID!) {\n    handbook(handbookId: $id) {\n      markdown\n      sections {\n        key\n        title\n        body\n      }\n    }\n  }\n": types.FullTextDocument,
    "\n  query OwnHandbook($id: ID!) {\n    handbook(handbookId: $id) {\n      ...TestOwnHandbookFields\n    }\n  }\n": types.OwnHandbookDocument,
    "\n  mutation GenerateOwnText($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      markdown\n    }\n  }\n": types.GenerateOwnTextDocument,
    "\n  query TenantMe {\n    me {\n      userId\n      email\n      name\n    }\n  }\n": types.TenantMeDocument,
    "\n  query TypedMe {\n    me {\n      userId\n      name\n    }\n  }\n": types.TypedMeDocument,
};

/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query E2eMe {\n    me {\n      userId\n      email\n    }\n  }\n"): typeof import('./graphql').E2eMeDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation E2eGenerateOwn($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      handbookId\n      title\n    }\n  }\n"): typeof import('./graphql').E2eGenerateOwnDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query E2eListHandbooks {\n    listHandbooks {\n      total\n      handbooks {\n        handbookId\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').E2eListHandbooksDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation CrashGenerate {\n    generateHandbook(input: { companyName: \"Crash\", country: \"US\", employeeCount: 3 }) {\n      handbookId\n    }\n  }\n"): typeof import('./graphql').CrashGenerateDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query OutageMe {\n    me {\n      email\n    }\n  }\n"): typeof import('./graphql').OutageMeDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  fragment TestOwnHandbookFields on Handbook {\n    handbookId\n    createdAt\n    updatedAt\n    title\n    companyName\n    country\n    region\n    employeeCount\n    effectiveDate\n    policies\n    sections {\n      key\n      title\n      body\n    }\n    markdown\n  }\n"): typeof import('./graphql').TestOwnHandbookFieldsFragmentDoc;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  fragment TestOwnVersionFields on Handbook {\n    handbookId\n    version\n    libraryVersion\n    outdated\n    updatedAt\n    markdown\n    versions {\n      version\n      createdAt\n      libraryVersion\n      changedSectionKeys\n    }\n  }\n"): typeof import('./graphql').TestOwnVersionFieldsFragmentDoc;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query WhoAmI {\n    me {\n      userId\n    }\n  }\n"): typeof import('./graphql').WhoAmIDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation GenerateOwnHandbook($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      handbookId\n    }\n  }\n"): typeof import('./graphql').GenerateOwnHandbookDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query ListOwnHandbooks($offset: Int, $limit: Int) {\n    listHandbooks(offset: $offset, limit: $limit) {\n      total\n      handbooks {\n        handbookId\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ListOwnHandbooksDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query ReadOwnHandbook($id: ID!) {\n    handbook(handbookId: $id) {\n      handbookId\n    }\n  }\n"): typeof import('./graphql').ReadOwnHandbookDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation DeleteOwnHandbook($id: ID!) {\n    deleteHandbook(handbookId: $id)\n  }\n"): typeof import('./graphql').DeleteOwnHandbookDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query CustomerPolicies {\n    policyLibrary {\n      key\n      title\n    }\n  }\n"): typeof import('./graphql').CustomerPoliciesDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query CustomerCountries {\n    handbookCountries {\n      code\n      name\n      regionLabel\n      regions {\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerCountriesDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation HostileGenerateOwn($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      ...HostileOwnHandbook\n    }\n  }\n  fragment HostileOwnHandbook on Handbook {\n    handbookId\n    title\n    companyName\n    markdown\n  }\n"): typeof import('./graphql').HostileGenerateOwnDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query HostileReadOwn($id: ID!) {\n    handbook(handbookId: $id) {\n      ...HostileOwnHandbook\n    }\n  }\n"): typeof import('./graphql').HostileReadOwnDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query OwnHandbookVersion($id: ID!, $version: Int!) {\n    policyLibraryVersion\n    handbookVersion(handbookId: $id, version: $version) {\n      ...TestOwnVersionFields\n    }\n  }\n"): typeof import('./graphql').OwnHandbookVersionDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation RegenerateOwnHandbook($id: ID!) {\n    regenerateHandbook(handbookId: $id) {\n      ...TestOwnVersionFields\n    }\n  }\n"): typeof import('./graphql').RegenerateOwnHandbookDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation GenerateFullHandbook($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      ...TestOwnHandbookFields\n    }\n  }\n"): typeof import('./graphql').GenerateFullHandbookDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query HandbookText($id: ID!) {\n    handbook(handbookId: $id) {\n      markdown\n    }\n  }\n"): typeof import('./graphql').HandbookTextDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query FullText($id: ID!) {\n    handbook(handbookId: $id) {\n      markdown\n      sections {\n        key\n        title\n        body\n      }\n    }\n  }\n"): typeof import('./graphql').FullTextDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query OwnHandbook($id: ID!) {\n    handbook(handbookId: $id) {\n      ...TestOwnHandbookFields\n    }\n  }\n"): typeof import('./graphql').OwnHandbookDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  mutation GenerateOwnText($input: GenerateHandbookInput!) {\n    generateHandbook(input: $input) {\n      markdown\n    }\n  }\n"): typeof import('./graphql').GenerateOwnTextDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query TenantMe {\n    me {\n      userId\n      email\n      name\n    }\n  }\n"): typeof import('./graphql').TenantMeDocument;
/**
 * The customerGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function customerGraphql(source: "\n  query TypedMe {\n    me {\n      userId\n      name\n    }\n  }\n"): typeof import('./graphql').TypedMeDocument;


export function customerGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
