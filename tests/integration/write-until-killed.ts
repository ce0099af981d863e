// Test helper process: writes through the service as fast as it can (customers, tokens, handbooks) into an
// embedded store until it is killed with SIGKILL — a crash in the middle of writes.
import { openStore } from '../../lib/service/db/open-store';
import { createReseller, issueApiKey } from '../../lib/service/resellers/reseller-store';
import { createHandbookService } from '../../lib/service/service';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: write-until-killed.ts DATA_DIR');
const store = await openStore({ dataDir });
const service = createHandbookService({ store, jwtSecrets: { '1': 'k'.repeat(32) }, production: true });
const reseller = await createReseller(store.db, 'Crash Test', new Date());
const { key } = await issueApiKey(store.db, reseller.id, new Date());

const call = async (
  api: 'resellerApi' | 'customerApi',
  credential: Record<string, string>,
  query: string,
  variables = {},
) => {
  const response = await service[api](
    new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...credential },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return (await response.json()) as { data: Record<string, Record<string, string>> };
};

process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  const created = await call(
    'resellerApi',
    { 'x-api-token': key },
    `mutation ($e: String!) { createHandbookCustomer(email: $e, name: "C") { userId } }`,
    { e: `c${i}@crash.example` },
  );
  const userId = created.data.createHandbookCustomer!.userId!;
  const issued = await call(
    'resellerApi',
    { 'x-api-token': key },
    'mutation ($u: ID!) { generateCustomerToken(userId: $u) { token } }',
    { u: userId },
  );
  const bearer = { authorization: `Bearer ${issued.data.generateCustomerToken!.token}` };
  await call(
    'customerApi',
    bearer,
    'mutation { generateHandbook(input: { companyName: "Crash", country: "US", employeeCount: 3 }) { handbookId } }',
  );
}
