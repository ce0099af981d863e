/**
 * The mixed load of the security issue: reads, token issues, revokes and failed credentials from many
 * connections against the built app on 127.0.0.1, bounded in time. It fails (exit 1) on any 5xx, on a
 * revoked token that still works, or on memory that keeps growing.
 *   npm run test:load -- --seconds 60 --connections 50
 */
import { parseArgs } from 'node:util';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3190' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const server = await startServer(Number(values.port));
const counts = new Map<string, number>();
const failures: string[] = [];
const count = (what: string) => counts.set(what, (counts.get(what) ?? 0) + 1);

async function post(
  path: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, Record<string, unknown>>;
    errors?: { message: string }[];
  };
  count(`${path} ${response.status}`);
  if (response.status >= 500) failures.push(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { status: response.status, body };
}

const reseller = (query: string, variables?: Record<string, unknown>) =>
  post('/api/graphql-reseller', { 'x-api-token': server.demoKey }, query, variables);
const customer = (token: string, query: string) =>
  post('/api/graphql-public', { authorization: `Bearer ${token}` }, query);

// Active customers only: a suspended one is refused tokens (CUSTOMER_SUSPENDED), as the contract says.
const ids = (
  (await reseller('{ handbookCustomers(limit: 100, status: ACTIVE) { customers { userId } } }')).body.data!
    .handbookCustomers!.customers as { userId: string }[]
).map((c) => c.userId);
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function issue(): Promise<{ token: string; tokenId: string }> {
  const { body } = await reseller(
    'mutation ($u: ID!) { generateCustomerToken(userId: $u, expiresIn: 3600) { token issuedToken { tokenId } } }',
    { u: pick(ids) },
  );
  const issued = body.data!.generateCustomerToken as { token: string; issuedToken: { tokenId: string } };
  return { token: issued.token, tokenId: issued.issuedToken.tokenId };
}

async function worker(deadline: number, id: number) {
  let mine = await issue();
  for (let n = 0; Date.now() < deadline; n++) {
    const roll = Math.random();
    if (roll < 0.4)
      await reseller(
        '{ handbookCustomers(limit: 25, search: "a") { total customers { userId activeTokenCount accessExpiresAt } } }',
      );
    else if (roll < 0.6)
      await customer(mine.token, '{ listHandbooks { total handbooks { handbookId createdAt } } }');
    else if (roll < 0.75) mine = await issue();
    else if (roll < 0.9) {
      await reseller('mutation ($t: ID!) { revokeCustomerToken(tokenId: $t) { status } }', {
        t: mine.tokenId,
      });
      const after = await customer(mine.token, '{ me { userId } }');
      // 401 Invalid token, or 429 once this address has failed often (revoked tokens count as failures).
      if (after.status !== 401 && after.status !== 429)
        failures.push(`revoked token ${mine.tokenId} answered ${after.status}`);
      mine = await issue();
    } else {
      // A failed credential from an address of its own, so the failure limiter answers 401 rather than 429.
      await post(
        '/api/graphql-reseller',
        { 'x-api-token': 'hbk_not-a-real-key', 'x-forwarded-for': `10.9.${id}.${n % 250}` },
        '{ reseller { name } }',
      );
    }
  }
}

const started = Date.now();
const rss: number[] = [];
const sampler = setInterval(() => rss.push(server.rssMb()), 2_000);
try {
  await Promise.all(Array.from({ length: connections }, (_, id) => worker(started + seconds * 1000, id)));
} finally {
  clearInterval(sampler);
  await server.stop();
}

const total = [...counts.values()].reduce((a, b) => a + b, 0);
const warm = rss[Math.min(2, rss.length - 1)] ?? 0;
const last = rss.at(-1) ?? 0;
// "Flat": after warm-up, memory may wobble with the garbage collector but must not keep climbing.
if (rss.length >= 4 && last > warm * 1.5 + 50)
  failures.push(`memory grew from ${warm.toFixed(0)} MB to ${last.toFixed(0)} MB`);

console.log(
  JSON.stringify(
    {
      seconds,
      connections,
      requests: total,
      perSecond: Math.round(total / seconds),
      byStatus: Object.fromEntries(counts),
      rssMb: rss.map(Math.round),
    },
    null,
    2,
  ),
);
if (failures.length > 0) {
  console.error(`FAILED:\n${failures.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log(
  `mixed load: ${total} requests in ${seconds} s at ${connections} connections, no 5xx, every revoked token refused at once`,
);
