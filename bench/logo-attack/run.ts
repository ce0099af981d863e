/**
 * The third attack review's logo attack, repeated against the production build on 127.0.0.1 (issue 44,
 * items 1 and 3): one reseller (the attacker) has the review's JPEG bomb stored as its logo, as a logo saved
 * before these checks would be, uploads the review's bombs (JPEG variants and 16-bit PNGs) about 16 times a
 * second, and downloads its handbook as PDF 8 at a time; another reseller (the victim) reads a list of its
 * customers through the Reseller API, gzip-compressed, one request after another. Prints the victim's
 * request times idle and under attack, and what the attacker got.
 *
 *   BENCH_BUILD_DIR=… tsx --conditions=react-server bench/logo-attack/run.ts [--port 3110] [--seconds 20]
 *
 * Not part of `npm run bench`: it is a repeat of an attack, not a benchmark with a target.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openStore } from '@/lib/service/db/open-store';
import { lockBranding, saveBranding } from '@/lib/service/branding/branding-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import { inflationBombPng, refinementBombJpeg } from '../../tests/support/logo-bombs';
import { launchChromium, signIn } from '../lib/browser';
import { ensureBuild } from '../lib/build';
import { graphqlCaller } from '../lib/in-process';
import { BENCH_JWT_SECRET, startServer, type RunningServer } from '../lib/server';
import { summarise } from '../lib/stats';
import { customerId, generateScaleData } from '../scale/generate';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3110' },
    seconds: { type: 'string', default: '20' },
  },
});
const ATTACK_SECONDS = Number(values.seconds);
const UPLOADS_PER_SECOND = 16;
const DOWNLOADS_AT_ONCE = 8;
const VICTIM_QUERY = '{ handbookCustomers(limit: 100) { total customers { userId name email createdAt } } }';

const dataUrl = (bytes: Buffer, format: 'png' | 'jpeg') =>
  `data:image/${format};base64,${bytes.toString('base64')}`;

/** Two resellers; the attacker with a handbook and the review's JPEG stored as its logo. */
async function seed(dataDir: string) {
  const store = await openStore({ dataDir });
  try {
    const now = new Date();
    const { resellers } = await generateScaleData(store.db, [200, 200], now);
    const [attacker, victim] = resellers;
    const service = createHandbookService({
      store,
      jwtSecrets: { '1': BENCH_JWT_SECRET },
      production: true,
      limits: { failures: { maxFailures: 1e9, windowSeconds: 60 }, requestsPerMinute: 0 },
    });
    const reseller = graphqlCaller(service.resellerApi, { 'x-api-token': attacker!.key });
    const { generateCustomerToken } = await reseller<{ generateCustomerToken: { token: string } }>(
      `mutation ($userId: ID!) { generateCustomerToken(userId: $userId, expiresIn: 86400) { token } }`,
      { userId: customerId(attacker!.resellerId, 1) },
    );
    const customer = graphqlCaller(service.customerApi, {
      authorization: `Bearer ${generateCustomerToken.token}`,
    });
    const { generateHandbook } = await customer<{ generateHandbook: { handbookId: string } }>(
      `mutation ($input: GenerateHandbookInput!) { generateHandbook(input: $input) { handbookId } }`,
      { input: { companyName: 'Attacker Client Ltd', country: 'GB', employeeCount: 20 } },
    );
    await store.db.transaction(async (tx) => {
      await lockBranding(tx, attacker!.resellerId, now);
      await saveBranding(
        tx,
        attacker!.resellerId,
        { logoDataUrl: dataUrl(refinementBombJpeg(), 'jpeg') },
        now,
      );
    });
    return { attacker: attacker!, victim: victim!, handbookId: generateHandbook.handbookId };
  } finally {
    await store.close();
  }
}

async function victimRequest(server: RunningServer, key: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/graphql-reseller`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': key, 'accept-encoding': 'gzip' },
    body: JSON.stringify({ query: VICTIM_QUERY }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`the victim's request answered ${response.status}`);
  return performance.now() - started;
}

async function victimTimes(server: RunningServer, key: string, until: () => boolean): Promise<number[]> {
  const times = [];
  while (!until()) times.push(await victimRequest(server, key));
  return times;
}

const tally = (counts: Map<string, number>, what: string) => counts.set(what, (counts.get(what) ?? 0) + 1);

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${cpus().length} CPUs)`,
  );
  const build = await ensureBuild((m) => console.log(`build: ${m}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-logo-attack-'));
  const browser = await launchChromium();
  let server: RunningServer | null = null;
  try {
    const { attacker, victim, handbookId } = await seed(dataDir);
    server = await startServer({ server: build.server, dataDir, port: Number(values.port) });
    const session = await signIn(browser, server.url, attacker.key);
    const running = server;

    // Warm: the PDF's fonts and the pages' code load once per process.
    await fetch(`${running.url}/handbooks/${handbookId}/download?format=pdf`, {
      headers: { cookie: session.header },
    });
    for (let i = 0; i < 5; i++) await victimRequest(running, victim.key);
    const idleFor = (ms: number) => {
      const end = performance.now() + ms;
      return victimTimes(running, victim.key, () => performance.now() > end);
    };
    const idle = summarise(await idleFor(5_000));

    const uploads = new Map<string, number>();
    const downloads = new Map<string, number>();
    const end = performance.now() + ATTACK_SECONDS * 1000;
    const over = () => performance.now() > end;
    const bombs = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0
        ? refinementBombJpeg({ variant: i }).toString('base64')
        : inflationBombPng({ variant: i }).toString('base64'),
    );
    const uploader = (async () => {
      for (let i = 0; !over(); i++) {
        void fetch(`${running.url}/api/graphql-reseller`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-token': attacker.key },
          body: JSON.stringify({
            query: 'mutation ($logo: String) { updateBranding(logo: $logo) { logoDataUrl } }',
            variables: { logo: bombs[i % bombs.length] },
          }),
        }).then(
          async (response) => {
            const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
            tally(uploads, `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'ok'}`);
          },
          () => tally(uploads, 'failed'),
        );
        await new Promise((resolve) => setTimeout(resolve, 1000 / UPLOADS_PER_SECOND));
      }
    })();
    const downloader = async () => {
      while (!over()) {
        const response = await fetch(`${running.url}/handbooks/${handbookId}/download?format=pdf`, {
          headers: { cookie: session.header },
        });
        await response.arrayBuffer();
        tally(downloads, String(response.status));
      }
    };
    const [underAttack] = await Promise.all([
      victimTimes(running, victim.key, over),
      uploader,
      ...Array.from({ length: DOWNLOADS_AT_ONCE }, downloader),
    ]);
    const attacked = summarise(underAttack);

    console.log(`\nthe victim's gzip-compressed list of 100 customers, one request after another:`);
    console.log(
      `  idle (5 s):            ${idle.samples} requests, p50 ${idle.p50} ms, p95 ${idle.p95} ms, max ${idle.max} ms`,
    );
    console.log(
      `  under attack (${ATTACK_SECONDS} s):   ${attacked.samples} requests, p50 ${attacked.p50} ms, p95 ${attacked.p95} ms, max ${attacked.max} ms`,
    );
    console.log(
      `  p50 ratio ${(attacked.p50 / idle.p50).toFixed(2)}×, p95 ratio ${(attacked.p95 / idle.p95).toFixed(2)}×`,
    );
    console.log(`the attacker's uploads (status code): ${JSON.stringify(Object.fromEntries(uploads))}`);
    console.log(`the attacker's PDF downloads (status): ${JSON.stringify(Object.fromEntries(downloads))}`);
    console.log(`server RSS at the end: ${running.rssMb()} MB`);
  } finally {
    await server?.stop();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
