import type { APIRequestContext } from '@playwright/test';
import { extractText } from 'unpdf';
import { demoKey } from './env';
import { dataOf, resellerApiRaw } from './graphql';

/**
 * The Reseller API's handbook operations the handbook flows set up or check with (reseller.graphql is the
 * contract), called directly with the demo key.
 */
export interface HandbookRecord {
  handbookId: string;
  userId: string;
  title: string;
  companyName: string;
  country: string;
  region: string | null;
  employeeCount: number;
  effectiveDate: string;
  policies: string[];
  sections: { key: string; title: string }[];
  markdown: string;
}

const HANDBOOK =
  'handbookId userId title companyName country region employeeCount effectiveDate policies sections { key title } markdown';

async function call<T>(request: APIRequestContext, query: string, variables?: Record<string, unknown>) {
  return dataOf(await resellerApiRaw<T>(request, demoKey(), query, variables));
}

export async function generateHandbook(
  request: APIRequestContext,
  userId: string,
  input: {
    companyName: string;
    country: string;
    employeeCount: number;
    region?: string;
    policies?: string[];
  },
): Promise<HandbookRecord> {
  const query = `mutation ($userId: ID!, $input: GenerateHandbookInput!) {
    generateCustomerHandbook(userId: $userId, input: $input) { ${HANDBOOK} }
  }`;
  type Result = { generateCustomerHandbook: HandbookRecord };
  return (await call<Result>(request, query, { userId, input })).generateCustomerHandbook;
}

export async function handbookOf(request: APIRequestContext, handbookId: string) {
  const query = `query ($handbookId: ID!) { customerHandbook(handbookId: $handbookId) { ${HANDBOOK} } }`;
  type Result = { customerHandbook: HandbookRecord | null };
  return (await call<Result>(request, query, { handbookId })).customerHandbook;
}

/** A customer's handbooks without their text: a page of 100 with it is over the service's answer limit. */
export async function handbooksOf(request: APIRequestContext, userId: string) {
  const query = `query ($userId: ID!) { customerHandbooks(userId: $userId, limit: 100) { total handbooks { handbookId title createdAt } } }`;
  type Summary = Pick<HandbookRecord, 'handbookId' | 'title'> & { createdAt: string };
  type Result = { customerHandbooks: { total: number; handbooks: Summary[] } | null };
  return (await call<Result>(request, query, { userId })).customerHandbooks;
}

export async function policyLibrary(request: APIRequestContext): Promise<{ key: string; title: string }[]> {
  type Result = { policyLibrary: { key: string; title: string }[] };
  return (await call<Result>(request, '{ policyLibrary { key title } }')).policyLibrary;
}

/** The text of every page of a PDF, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await extractText(bytes, { mergePages: false })).text;
}

export async function deleteHandbook(request: APIRequestContext, handbookId: string): Promise<string> {
  const query = 'mutation ($handbookId: ID!) { deleteCustomerHandbook(handbookId: $handbookId) }';
  return (await call<{ deleteCustomerHandbook: string }>(request, query, { handbookId }))
    .deleteCustomerHandbook;
}
