import type { APIRequestContext } from '@playwright/test';
import { extractText } from 'unpdf';
import { resellerGraphql } from '../../tests/generated/reseller';
import type { E2eHandbookFragment, GenerateHandbookInput } from '../../tests/generated/reseller/graphql';
import { demoKey } from './env';
import { dataOf, resellerApiRaw, type ResellerDocument } from './graphql';

/**
 * The Reseller API's handbook operations the handbook flows set up or check with (reseller.graphql is the
 * contract), called directly with the demo key. The E2eHandbook fragment lives in the generation below.
 */
const GENERATE = resellerGraphql(`
  mutation E2eGenerateHandbook($userId: ID!, $input: GenerateHandbookInput!) {
    generateCustomerHandbook(userId: $userId, input: $input) {
      ...E2eHandbook
    }
  }
  fragment E2eHandbook on Handbook {
    handbookId
    userId
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
    }
    markdown
    version
    outdated
  }
`);
const HANDBOOK = resellerGraphql(`
  query E2eHandbookById($handbookId: ID!) {
    customerHandbook(handbookId: $handbookId) {
      ...E2eHandbook
    }
  }
`);
/** Without the text: a page of 100 with it is over the service's answer limit. */
const HANDBOOKS = resellerGraphql(`
  query E2eHandbooks($userId: ID!) {
    customerHandbooks(userId: $userId, limit: 100) {
      total
      handbooks {
        handbookId
        title
        createdAt
      }
    }
  }
`);
const POLICIES = resellerGraphql(`
  query E2ePolicies {
    policyLibrary {
      key
      title
    }
  }
`);
const DELETE = resellerGraphql(`
  mutation E2eDeleteHandbook($handbookId: ID!) {
    deleteCustomerHandbook(handbookId: $handbookId)
  }
`);

export type HandbookRecord = E2eHandbookFragment;

async function call<T, TVariables>(
  request: APIRequestContext,
  query: ResellerDocument<T, TVariables>,
  variables?: TVariables,
) {
  return dataOf(await resellerApiRaw(request, demoKey(), query, variables));
}

export async function generateHandbook(
  request: APIRequestContext,
  userId: string,
  input: GenerateHandbookInput,
): Promise<HandbookRecord> {
  return (await call(request, GENERATE, { userId, input })).generateCustomerHandbook;
}

export async function handbookOf(request: APIRequestContext, handbookId: string) {
  return (await call(request, HANDBOOK, { handbookId })).customerHandbook;
}

/** A customer's handbooks without their text. */
export async function handbooksOf(request: APIRequestContext, userId: string) {
  return (await call(request, HANDBOOKS, { userId })).customerHandbooks;
}

export async function policyLibrary(request: APIRequestContext) {
  return (await call(request, POLICIES)).policyLibrary;
}

/** The text of every page of a PDF, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await extractText(bytes, { mergePages: false })).text;
}

export async function deleteHandbook(request: APIRequestContext, handbookId: string): Promise<string> {
  return (await call(request, DELETE, { handbookId })).deleteCustomerHandbook;
}

const OUTDATED = resellerGraphql(`
  query E2eOutdatedHandbooks($offset: Int, $limit: Int) {
    outdatedHandbooks(offset: $offset, limit: $limit) {
      total
      handbooks {
        handbookId
        title
        version
        outdated
      }
    }
  }
`);

/** A page of the demo reseller's outdated handbooks (the demo holds some from library 2026.1). */
export async function outdatedHandbooks(request: APIRequestContext, offset = 0, limit = 25) {
  return (await call(request, OUTDATED, { offset, limit })).outdatedHandbooks;
}
