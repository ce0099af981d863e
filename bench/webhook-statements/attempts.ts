/**
 * One side of bench/webhook-statements: the statements one round of delivery attempts sends to PostgreSQL,
 * for the product tree in the working directory (this checkout, or the tree just before endpoint health).
 * It queues `count` deliveries through the tree's own Reseller API (a `customer.created` event per customer
 * made), points them at a local receiver answering `status`, counts every statement pg's clients send while
 * the tree's `deliverDue` runs one round, and prints `{"attempts", "statements"}`.
 *
 *   (cwd = a product tree) tsx --conditions=react-server <this file> <databaseUrl> <status> <count>
 *
 * The tree's modules are imported by path, so each tree runs its own code; pg is the one package both share
 * (the tree's node_modules is this checkout's), and it is counted at its client's `query`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH_JWT_SECRET } from '../lib/server';

const [databaseUrl, status, count] = process.argv.slice(2);
const tree = process.cwd();
const fromTree = (path: string) => import(join(tree, path));

let statements = 0;
let counting = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  if (counting) statements++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const { openStore } = await fromTree('lib/service/db/open-store.ts');
const { createHandbookService } = await fromTree('lib/service/api/handbook-service.ts');
const { createReseller, issueApiKey, PRIMARY_KEY } = await fromTree(
  'lib/service/resellers/reseller-store.ts',
);
const { deliverDue } = await fromTree('lib/service/host/background-round.ts');
const { createWebhookSender } = await fromTree('lib/service/webhooks/send-webhook.ts');

const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(Number(status)).end());
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const store = await openStore({ databaseUrl });
const sender = createWebhookSender({ allowPrivate: true });
try {
  const now = new Date();
  const { id } = await createReseller(store.db, 'Statements Reseller', now);
  const { key } = await issueApiKey(store.db, id, PRIMARY_KEY, now);
  const service = createHandbookService({
    store,
    jwtSecrets: { '1': BENCH_JWT_SECRET },
    production: true,
    limits: { failures: { maxFailures: 10, windowSeconds: 60 }, requestsPerMinute: 0 },
    webhooks: { allowPrivate: true, requireHttps: false },
  });
  const reseller = async (query: string, variables: Record<string, unknown>) => {
    const response: Response = await service.resellerApi(
      new Request('http://127.0.0.1/api/graphql-reseller', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': key },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(`Reseller API refused: ${JSON.stringify(body.errors).slice(0, 300)}`);
  };
  const { port } = receiver.address() as AddressInfo;
  await reseller(
    'mutation ($url: String!) { createWebhookEndpoint(url: $url) { endpoint { endpointId } } }',
    {
      url: `http://127.0.0.1:${port}/hook`,
    },
  );
  for (let i = 0; i < Number(count); i++)
    await reseller(
      'mutation ($email: String!, $name: String!) { createHandbookCustomer(email: $email, name: $name) { userId } }',
      { email: `statements-${i}@example.com`, name: `Customer ${i}` },
    );
  counting = true;
  const counts = await deliverDue(
    {
      db: store.db,
      secretBox: service.deps.webhooks.secretBox,
      sender,
      clock: () => new Date(),
      disableAfterDays: 5,
      noticeDays: [7, 1],
      retentionDays: { activity: 365, webhooks: 30, usage: 400 },
    },
    60_000,
    new AbortController().signal,
  );
  counting = false;
  process.stdout.write(`${JSON.stringify({ attempts: counts.delivered + counts.failed, statements })}\n`);
} finally {
  sender.close();
  receiver.close();
  await store.close();
}
