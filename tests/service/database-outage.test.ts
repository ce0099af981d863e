import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, send } from './harness';

// Only a database server can go away; the embedded store lives inside the process.
const onPostgres = process.env.TEST_STORE === 'postgres';
if (!onPostgres)
  console.log('[database-outage] skipped on PGlite: an embedded store cannot become unreachable.');

/** A TCP relay to the real server that the test can cut and restore, like a network failure. */
function relay(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  return {
    port,
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = new Socket();
          upstream.connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        }).listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

describe.skipIf(!onPostgres)('database outage', () => {
  let cut: ReturnType<typeof relay>;
  let drop: () => Promise<void>;
  let handle: (request: Request) => Promise<Response>;
  let key: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const target = database.url;
    // The relay starts closed: the database is down when the service first starts.
    cut = relay(target);
    const viaRelay = new URL(target);
    viaRelay.host = `127.0.0.1:${cut.port}`;
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DATABASE_URL: viaRelay.toString(),
      HANDBOOK_JWT_SECRET: 'j'.repeat(32),
      SESSION_SECRET: 's'.repeat(32),
      HANDBOOK_DEMO_DATA: 'false',
    });
    const { embeddedApiRoute } = await import('@/lib/service/server');
    handle = embeddedApiRoute('resellerApi');
  });
  afterAll(async () => {
    const { getHandbookService } = await import('@/lib/service/server');
    await (await getHandbookService()).store.close();
    await cut.stop();
    await drop();
  });

  const ask = (apiKey: string) =>
    send(handle, {
      headers: { 'x-api-token': apiKey },
      body: JSON.stringify({ query: '{ reseller { name } }' }),
    });

  it('answers 503 while the database is down at start, and starts by itself once it is back', async () => {
    const atStart = await ask('hbk_' + 'A'.repeat(38));
    expect(atStart.status).toBe(503);
    expect(atStart.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    await cut.start();
    const { getHandbookService } = await import('@/lib/service/server');
    const { createReseller, issueApiKey } = await import('@/lib/service/repositories/resellers');
    const service = await getHandbookService();
    const reseller = await createReseller(service.store.db, 'Outage Test', new Date());
    ({ key } = await issueApiKey(service.store.db, reseller.id, new Date()));
    expect((await ask(key)).status).toBe(200);
  });

  it('answers 503 with a masked message while the database is down, never accepting a credential', async () => {
    expect((await ask(key)).status).toBe(200);
    await cut.stop();
    const down = await ask(key);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.body).toEqual({
      errors: [
        {
          message: 'The service is temporarily unavailable. Try again shortly.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ],
    });
  });

  it('recovers without a restart when the database returns', async () => {
    await cut.start();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await ask(key)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});
