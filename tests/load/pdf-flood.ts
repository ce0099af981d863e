/**
 * The attack review's PDF flood (issue 44, item 2), repeated against the built app on 127.0.0.1: three staff
 * keys of one reseller ask for PDFs without pause, while another reseller opens its overview page one
 * after another and downloads its PDF every few seconds. Prints the other reseller's download and page times, idle and under
 * the flood, and what both got. Run it after `npm run build`, one heavy run at a time:
 *   flock /work/heavy.lock npx tsx tests/load/pdf-flood.ts --port 3120 --seconds 20
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sealData } from 'iron-session';
import { startServer, type RunningServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3190' },
    seconds: { type: 'string', default: '20' },
    // Requests each flooding key keeps in flight.
    connections: { type: 'string', default: '8' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dataDir = join(mkdtempSync(join(tmpdir(), 'hb-flood-')), 'data');
const jwtSecret = randomBytes(32).toString('hex');

/** The operator's command line on the store before the server opens it; its output. */
function admin(...args: string[]): string {
  return execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/admin.ts', ...args], {
    env: { ...process.env, HANDBOOK_DATA_DIR: dataDir, DATABASE_URL: '', HANDBOOK_JWT_SECRET: jwtSecret },
    encoding: 'utf8',
  });
}

function newReseller(name: string, keys: number): { resellerId: string; keys: string[] } {
  const resellerId = /\b(rsl_\S+)/.exec(admin('reseller:create', '--name', name))![1]!;
  const issued = Array.from(
    { length: keys },
    (_, n) => /\b(hbk_\S+)/.exec(admin('key:issue', resellerId, '--name', `Staff ${n + 1}`))![1]!,
  );
  return { resellerId, keys: issued };
}

const flood = newReseller('Flooding Reseller', 3);
const other = newReseller('Other Reseller', 1);
const server: RunningServer = await startServer(Number(values.port), { dataDir, jwtSecret });

async function resellerApi(key: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/graphql-reseller`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': key },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, Record<string, string>>; errors?: unknown };
  if (!body.data) throw new Error(`the Reseller API refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** One customer with one 16-policy handbook; its id. */
async function handbookOf(key: string): Promise<string> {
  const { createHandbookCustomer } = await resellerApi(
    key,
    'mutation ($e: String!) { createHandbookCustomer(email: $e, name: "Acme") { userId } }',
    { e: `hr-${randomBytes(4).toString('hex')}@acme.example` },
  );
  const { generateCustomerHandbook } = await resellerApi(
    key,
    `mutation ($u: ID!) { generateCustomerHandbook(userId: $u, input: {
      companyName: "Acme Ltd", country: "GB", employeeCount: 40 }) { handbookId } }`,
    { u: createHandbookCustomer!.userId },
  );
  return generateCustomerHandbook!.handbookId!;
}

/** A signed-in session cookie for `key`, sealed as the dashboard seals its own. */
async function cookieFor(key: string, resellerId: string): Promise<string> {
  const now = Date.now();
  const seal = await sealData(
    {
      apiKey: key,
      resellerId,
      resellerName: 'Load',
      signedInAt: now,
      lastSeenAt: now,
      sessionId: randomBytes(16).toString('base64url'),
    },
    { password: { '1': server.sessionSecret }, ttl: 12 * 60 * 60 },
  );
  return `__Host-hb_session=${seal}`;
}

async function timed(path: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

const summary = (samples: { ms: number; status: number }[]) => {
  const ms = samples.map((s) => s.ms);
  const statuses: Record<string, number> = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    requests: samples.length,
    p50Ms: Math.round(percentile(ms, 50)),
    p90Ms: Math.round(percentile(ms, 90)),
    maxMs: Math.round(Math.max(...ms)),
    statuses,
  };
};

// The other reseller's PDFs, one every so often: a person's pace, well under its limit of PDFs a minute
// (pdf-download-limit.ts), which a download after every page would reach within the idle phase.
const OTHER_DOWNLOAD_EVERY_MS = 3_000;

/** The other reseller until `until`: its overview page one after another, and its PDF every few seconds. */
async function otherTenant(until: number, handbookId: string, cookie: string) {
  const downloads = [];
  const pages = [];
  let nextDownload = 0;
  while (Date.now() < until) {
    if (Date.now() >= nextDownload) {
      nextDownload = Date.now() + OTHER_DOWNLOAD_EVERY_MS;
      downloads.push(await timed(`/handbooks/${handbookId}/download?format=pdf`, cookie));
    }
    pages.push(await timed('/', cookie));
  }
  return { download: summary(downloads), page: summary(pages) };
}

try {
  const floodHandbook = await handbookOf(flood.keys[0]!);
  const otherHandbook = await handbookOf(other.keys[0]!);
  const floodCookies = await Promise.all(flood.keys.map((key) => cookieFor(key, flood.resellerId)));
  const otherCookie = await cookieFor(other.keys[0]!, other.resellerId);
  // Warm-up: fonts loaded, pages compiled.
  for (let i = 0; i < 3; i++) {
    await timed(`/handbooks/${otherHandbook}/download?format=pdf`, otherCookie);
    await timed('/', otherCookie);
  }

  const idle = await otherTenant(Date.now() + (seconds * 1000) / 2, otherHandbook, otherCookie);

  const until = Date.now() + seconds * 1000;
  const floodSamples: { ms: number; status: number }[] = [];
  const flooding = floodCookies.flatMap((cookie) =>
    Array.from({ length: connections }, async () => {
      while (Date.now() < until)
        floodSamples.push(await timed(`/handbooks/${floodHandbook}/download?format=pdf`, cookie));
    }),
  );
  const [underFlood] = await Promise.all([otherTenant(until, otherHandbook, otherCookie), ...flooding]);

  console.log(
    JSON.stringify(
      {
        seconds,
        floodingKeys: flood.keys.length,
        inFlightPerKey: connections,
        otherResellerIdle: idle,
        otherResellerUnderFlood: underFlood,
        flood: summary(floodSamples),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
