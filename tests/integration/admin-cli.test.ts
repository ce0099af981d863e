import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '@/lib/config';
import { PLAIN_LINE_RULE } from '@/lib/contract/free-text';
import type { Store } from '@/lib/service/db/open-store';
import { createCustomer, setCustomerSuspended } from '@/lib/service/customers/customer-store';
import { createReseller } from '@/lib/service/resellers/reseller-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import { send } from '../service/harness';
import { heldStore, runAdmin } from '../support/admin-cli';
import { bundledEntry } from '../support/child-server';
import { seededDataDir } from '../support/seeded-data-dir';

const root = process.cwd();
let dataDir = '';
// The CLI's calls and the tests' own reads share one store held open (the lock tests release it first).
let held: ReturnType<typeof heldStore>;
beforeAll(async () => {
  dataDir = await seededDataDir('hb-cli-');
  held = heldStore(dataDir);
});

function admin(...args: string[]) {
  return adminWith({ NODE_ENV: 'development' }, ...args);
}

/** This process's environment on this file's embedded store, with `env` added. */
const envWith = (env: Env) => ({ ...process.env, HANDBOOK_DATA_DIR: dataDir, DATABASE_URL: '', ...env });

/** The CLI in this process, as `npm run admin` runs it with `env` added, on the held store. */
function adminWith(env: Env, ...args: string[]) {
  return runAdmin(args, envWith(env), held.open);
}

afterAll(async () => {
  await held.release();
  rmSync(dataDir, { recursive: true, force: true });
});

const JWT_SECRET = 'cli-test-secret-that-is-at-least-32-bytes';

/** The CLI with the server's token-signing secret, as token:issue needs it. */
const support = (...args: string[]) =>
  adminWith({ NODE_ENV: 'development', HANDBOOK_JWT_SECRET: JWT_SECRET }, ...args);

/**
 * Starts a process that holds the embedded store the way a running server does, once this process has
 * closed its own; resolves once it holds it.
 */
async function holdStore() {
  await held.release();
  const holder = spawn(process.execPath, [...bundledEntry('hold-store'), dataDir], { cwd: root });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    holder.on('exit', (code) => reject(new Error(`holder exited early with ${code}`)));
  });
  return holder;
}

/** Runs `use` against the embedded store in this process, the one the CLI's calls use. */
async function withStore<T>(use: (store: Store) => Promise<T>): Promise<T> {
  return use(await held.store());
}

// Every other test runs the CLI in this process; these show that `npm run admin` hands it the process's
// arguments and passes on its output and exit code unchanged (bad-configuration.test.ts shows it reads the
// process's environment).
describe('the entry point, scripts/admin.ts', () => {
  it.each([
    { args: ['--help'], code: 0 },
    { args: ['reseller:delete'], code: 2 },
  ])('answers $args as the CLI does in-process: exit code $code, the same output', async ({ args, code }) => {
    const spawned = spawnSync(process.execPath, [...bundledEntry('admin'), ...args], {
      cwd: root,
      env: envWith({ NODE_ENV: 'development' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    const inProcess = await admin(...args);
    expect(inProcess.code).toBe(code);
    expect({ code: spawned.status, stdout: spawned.stdout, stderr: spawned.stderr }).toEqual(inProcess);
  });
});

describe('operator CLI and the embedded store lock', () => {
  it('refuses plainly while another process holds the store, and loses nothing', async () => {
    const holder = await holdStore();

    const refused = await admin('reseller:create', '--name', 'Sneaky');
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`in use by another process (pid ${holder.pid})`);
    expect(refused.stderr).toContain('Stop it first');
    // A command that does not exist is bad usage, told without waiting on the store.
    const unknown = await admin('reseller:delete');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "reseller:delete"');

    // A crash (no clean close) leaves a stale lock naming a dead process: the next opener may take over.
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));

    const listed = await admin('reseller:list', '--json');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const resellers = JSON.parse(listed.stdout) as { id: string; name: string }[];
    expect(resellers.map((r) => r.name)).toEqual(['Held Reseller']);
  });

  it('refuses a reseller name of more than one plain line, as the APIs refuse free text', async () => {
    for (const name of ['Acme\nPartners', 'Acme\u202ePartners']) {
      const refused = await admin('reseller:create', '--name', name);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`--name ${PLAIN_LINE_RULE}.`);
    }
    expect((await admin('reseller:list', '--json')).stdout).not.toContain('Partners');
  });

  it('creates resellers, issues a named key with a role once, lists hints only, and revokes', async () => {
    const created = JSON.parse(
      (await admin('reseller:create', '--name', 'Acme Partners', '--json')).stdout,
    ) as {
      id: string;
    };
    expect(created.id).toMatch(/^rsl_/);
    const issued = JSON.parse(
      (await admin('key:issue', created.id, '--name', 'Dana at the help desk', '--role', 'SUPPORT', '--json'))
        .stdout,
    ) as { id: string; key: string; hint: string; name: string; role: string };
    expect(issued.key).toMatch(/^hbk_[0-9A-Za-z]{38}$/);
    expect(issued).toMatchObject({ name: 'Dana at the help desk', role: 'SUPPORT' });
    const activeKeys = async () =>
      (
        JSON.parse((await admin('reseller:list', '--json')).stdout) as { id: string; activeKeys: number }[]
      ).find((r) => r.id === created.id)?.activeKeys;
    expect(await activeKeys()).toBe(1);
    const listed = await admin('key:list', created.id);
    expect(listed.stdout).toContain(issued.id);
    expect(listed.stdout).toMatch(/NAME +ROLE +HINT +CREATED +LAST USED +REVOKED/);
    expect(listed.stdout).toMatch(/Dana at the help desk +SUPPORT/);
    expect(listed.stdout).toContain(issued.hint);
    expect(listed.stdout).not.toContain(issued.key);
    const revoked = await admin('key:revoke', issued.id);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(/is revoked since \d{4}-/);
    expect(await activeKeys()).toBe(0);
  });

  it('needs no secret in production: it signs nothing, unlike the server', async () => {
    const listed = await adminWith(
      { NODE_ENV: 'production', SESSION_SECRET: undefined, HANDBOOK_JWT_SECRET: undefined },
      'reseller:list',
      '--json',
    );
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual(expect.any(Array));
    // What it does read is still checked.
    const refused = await adminWith({ NODE_ENV: 'production', DATABASE_URL: 'mysql://x' }, 'reseller:list');
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('DATABASE_URL is not a postgres:// URL: expected');
  });

  it('explains bad usage with exit code 2', async () => {
    const unknown = await admin('reseller:delete');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "reseller:delete"');
    expect(unknown.stderr).toContain('Usage: npm run admin');
    expect((await admin('key:issue', 'rsl_nope', '--name', 'Sam')).stderr).toContain(
      'No reseller with id rsl_nope',
    );
    const badRole = await admin('key:issue', 'rsl_nope', '--name', 'Sam', '--role', 'OWNER');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be one of ADMIN, SUPPORT, READ_ONLY; "OWNER" is not.');
    const noName = await admin('key:issue', 'rsl_nope', '--name', '  ');
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('key:issue needs --name NAME');
  });
});

// Each test runs the CLI several times, each run opening the embedded store (much longer on a busy machine).
const SUPPORT_TEST_TIMEOUT = 240_000;

describe("support commands: a reseller's customers and their tokens", () => {
  const ids = { reseller: '', other: '', ada: '', bob: '', paused: '' };

  beforeAll(() =>
    withStore(async ({ db }) => {
      const now = new Date();
      ids.reseller = (await createReseller(db, 'Support Co', now)).id;
      ids.other = (await createReseller(db, 'Other Co', now)).id;
      const customer = (email: string, name: string, resellerId = ids.reseller) =>
        createCustomer(db, { resellerId, email, name }, now).then((c) => c.id);
      ids.ada = await customer('ada@support.example', 'Ada Lovelace');
      ids.bob = await customer('bob@support.example', 'Bob Builder');
      ids.paused = await customer('paused@support.example', 'Paused Person');
      await customer('carol@other.example', 'Carol Other', ids.other);
      await setCustomerSuspended(db, ids.reseller, ids.paused, true, now);
    }),
  );

  it(
    "lists a reseller's customers with the Reseller API's search (name, email or exact userId)",
    async () => {
      const all = JSON.parse((await admin('customer:list', ids.reseller, '--json')).stdout) as {
        total: number;
        customers: { userId: string; name: string; status: string }[];
      };
      expect(all.total).toBe(3);
      expect(all.customers.map((c) => c.name).sort()).toEqual([
        'Ada Lovelace',
        'Bob Builder',
        'Paused Person',
      ]);
      expect(all.customers.find((c) => c.userId === ids.paused)?.status).toBe('SUSPENDED');
      const text = await admin('customer:list', ids.reseller);
      expect(text.stdout).toContain('Ada Lovelace');
      expect(text.stdout).toContain('3 of 3 customers');
      expect(text.stdout).not.toContain('Carol');
      const search = async (term: string) =>
        JSON.parse((await admin('customer:list', ids.reseller, '--search', term, '--json')).stdout) as {
          total: number;
          customers: { userId: string }[];
        };
      expect(await search('LOVELACE')).toEqual({
        total: 1,
        customers: [expect.objectContaining({ userId: ids.ada })],
      });
      expect((await search('bob@support')).customers.map((c) => c.userId)).toEqual([ids.bob]);
      expect((await search(ids.bob)).customers.map((c) => c.userId)).toEqual([ids.bob]);
      expect((await search('carol')).total).toBe(0);
      expect((await admin('customer:list', 'rsl_nope')).stderr).toContain('No reseller with id rsl_nope');
    },
    SUPPORT_TEST_TIMEOUT,
  );

  it(
    'issues a token once, with its lifetime and label, that the Customer API accepts until revoked',
    async () => {
      const issued = await support(
        'token:issue',
        ids.ada,
        '--expires-in',
        '3600',
        '--label',
        '  Support ticket 42 ',
        '--json',
      );
      expect(issued.stderr).toBe('');
      const record = JSON.parse(issued.stdout) as {
        token: string;
        tokenId: string;
        userId: string;
        label: string;
        lifetimeSeconds: number;
        issuedAt: string;
        expiresAt: string;
      };
      expect(record).toMatchObject({ userId: ids.ada, label: 'Support ticket 42', lifetimeSeconds: 3600 });
      expect(Date.parse(record.expiresAt) - Date.parse(record.issuedAt)).toBe(3_600_000);
      const text = await support('token:issue', ids.bob);
      expect(text.stdout).toMatch(/Issued token tok_\w+ for customer cus_\w+/);
      expect(text.stdout).toContain('only time the token is shown');

      const me = (store: Store) =>
        send(
          createHandbookService({ store, jwtSecrets: { '1': JWT_SECRET }, production: true }).customerApi,
          {
            headers: { authorization: `Bearer ${record.token}` },
            body: JSON.stringify({ query: '{ me { userId } }' }),
          },
        );
      expect((await withStore(me)).body).toEqual({ data: { me: { userId: ids.ada } } });

      const revoked = await admin('token:revoke', record.tokenId, '--json');
      expect(JSON.parse(revoked.stdout)).toMatchObject({ tokenId: record.tokenId, status: 'REVOKED' });
      expect((await admin('token:revoke', record.tokenId)).stdout).toMatch(/is revoked since \d{4}-/);
      const refused = await withStore(me);
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]?.message).toBe('Invalid token');
      expect((await admin('token:revoke', 'tok_nope')).stderr).toContain('No token with id tok_nope');
    },
    SUPPORT_TEST_TIMEOUT,
  );

  it(
    "applies the Reseller API's rules: lifetime bounds, label length, suspended customers",
    async () => {
      for (const lifetime of ['31536001', 'ten', '1e3', '0x3c']) {
        const result = await support('token:issue', ids.ada, '--expires-in', lifetime);
        expect(result.code).toBe(2);
        expect(result.stderr).toContain('--expires-in must be a whole number of seconds from 60 to 31536000');
      }
      const long = await support('token:issue', ids.ada, '--label', 'x'.repeat(101));
      expect(long.code).toBe(2);
      expect(long.stderr).toContain('--label must be at most 100 characters');
      const twoLines = await support('token:issue', ids.ada, '--label', 'Support\nticket 42');
      expect(twoLines.code).toBe(2);
      expect(twoLines.stderr).toContain(`--label ${PLAIN_LINE_RULE}.`);
      const suspended = await support('token:issue', ids.paused);
      expect(suspended.code).toBe(1);
      expect(suspended.stderr).toContain(`Customer ${ids.paused} is suspended: no token was issued`);
      expect(suspended.stdout).toBe('');
      expect((await support('token:issue', 'cus_nope')).stderr).toContain('No customer with id cus_nope');
      // Signing needs the server's secret: production without it is refused before anything is written.
      const unsigned = await adminWith(
        { NODE_ENV: 'production', HANDBOOK_JWT_SECRET: undefined },
        'token:issue',
        ids.ada,
      );
      expect(unsigned.code).toBe(3);
      expect(unsigned.stderr).toContain('HANDBOOK_JWT_SECRET is not set: expected in production');
      // Nothing refused left a token record behind: only the two issued above exist.
      const tokens = await withStore(({ db }) =>
        db.query.customerTokens.findMany({ columns: { customerId: true } }),
      );
      expect(tokens.map((t) => t.customerId).sort()).toEqual([ids.ada, ids.bob].sort());
    },
    SUPPORT_TEST_TIMEOUT,
  );

  it(
    'refuses plainly while another process holds the embedded store',
    async () => {
      const holder = await holdStore();
      try {
        for (const args of [
          ['customer:list', ids.reseller],
          ['token:issue', ids.ada],
          ['token:revoke', 'tok_x'],
        ]) {
          const refused = await support(...args);
          expect(refused.code).toBe(3);
          expect(refused.stderr).toContain(`in use by another process (pid ${holder.pid})`);
        }
      } finally {
        holder.kill('SIGKILL');
        await new Promise((resolve) => holder.on('exit', resolve));
      }
    },
    SUPPORT_TEST_TIMEOUT,
  );
});
