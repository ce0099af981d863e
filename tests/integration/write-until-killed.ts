// Test helper process: writes through the service as fast as it can (customers, tokens, handbooks) into an
// embedded store until it is killed with SIGKILL — a crash in the middle of writes.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { openStore } from '../../lib/service/db/open-store';
import { createReseller, issueApiKey, PRIMARY_KEY } from '../../lib/service/resellers/reseller-store';
import { createHandbookService } from '../../lib/service/api/handbook-service';
import { customerGraphql } from '../generated/customer';
import { resellerGraphql } from '../generated/reseller';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: write-until-killed.ts DATA_DIR');
const store = await openStore({ dataDir });
const service = createHandbookService({ store, jwtSecrets: { '1': 'k'.repeat(32) }, production: true });
const reseller = await createReseller(store.db, 'Crash Test', new Date());
const { key } = await issueApiKey(store.db, reseller.id, PRIMARY_KEY, new Date());

const CREATE_CUSTOMER = resellerGraphql(`
  mutation CrashCreateCustomer($email: String!) {
    createHandbookCustomer(email: $email, name: "C") {
      userId
    }
  }
`);
const ISSUE_TOKEN = resellerGraphql(`
  mutation CrashIssueToken($userId: ID!) {
    generateCustomerToken(userId: $userId) {
      token
    }
  }
`);
const GENERATE = customerGraphql(`
  mutation CrashGenerate {
    generateHandbook(input: { companyName: "Crash", country: "US", employeeCount: 3 }) {
      handbookId
    }
  }
`);

const call = async <TData, TVariables>(
  api: 'resellerApi' | 'customerApi',
  credential: Record<string, string>,
  document: DocumentTypeDecoration<TData, TVariables>,
  variables?: TVariables,
) => {
  const response = await service[api](
    new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...credential },
      body: JSON.stringify({ query: document.toString(), variables }),
    }),
  );
  return (await response.json()) as { data: TData };
};

process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  const created = await call('resellerApi', { 'x-api-token': key }, CREATE_CUSTOMER, {
    email: `c${i}@crash.example`,
  });
  const { userId } = created.data.createHandbookCustomer;
  const issued = await call('resellerApi', { 'x-api-token': key }, ISSUE_TOKEN, { userId });
  const bearer = { authorization: `Bearer ${issued.data.generateCustomerToken.token}` };
  await call('customerApi', bearer, GENERATE);
}
