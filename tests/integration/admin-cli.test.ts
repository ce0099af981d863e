import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const dataDir = mkdtempSync(join(tmpdir(), 'hb-cli-'));
const tsx = ['--conditions=react-server', '--import', 'tsx'];

function admin(...args: string[]) {
  return adminWith({ NODE_ENV: 'development' }, ...args);
}

function adminWith(env: Record<string, string | undefined>, ...args: string[]) {
  const result = spawnSync(process.execPath, [...tsx, 'scripts/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, HANDBOOK_DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('operator CLI and the embedded store lock', () => {
  it('refuses plainly while another process holds the store, and loses nothing', async () => {
    const holder = spawn(process.execPath, [...tsx, 'tests/integration/hold-store.ts', dataDir], {
      cwd: root,
    });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      holder.on('exit', (code) => reject(new Error(`holder exited early with ${code}`)));
    });

    const refused = admin('reseller:create', '--name', 'Sneaky');
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`in use by another process (pid ${holder.pid})`);
    expect(refused.stderr).toContain('Stop it first');

    // A crash (no clean close) leaves a stale lock naming a dead process: the next opener may take over.
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));

    const listed = admin('reseller:list', '--json');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const resellers = JSON.parse(listed.stdout) as { id: string; name: string }[];
    expect(resellers.map((r) => r.name)).toEqual(['Held Reseller']);
  });

  it('creates resellers, issues a key once, lists hints only, and revokes', () => {
    const created = JSON.parse(admin('reseller:create', '--name', 'Acme Partners', '--json').stdout) as {
      id: string;
    };
    expect(created.id).toMatch(/^rsl_/);
    const issued = JSON.parse(admin('key:issue', created.id, '--json').stdout) as {
      id: string;
      key: string;
      hint: string;
    };
    expect(issued.key).toMatch(/^hbk_[0-9A-Za-z]{38}$/);
    const listed = admin('key:list', created.id);
    expect(listed.stdout).toContain(issued.id);
    expect(listed.stdout).toContain(issued.hint);
    expect(listed.stdout).not.toContain(issued.key);
    const revoked = admin('key:revoke', issued.id);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(/is revoked since \d{4}-/);
  });

  it('needs no secret in production: it signs nothing, unlike the server', () => {
    const listed = adminWith(
      { NODE_ENV: 'production', SESSION_SECRET: undefined, HANDBOOK_JWT_SECRET: undefined },
      'reseller:list',
      '--json',
    );
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual(expect.any(Array));
    // What it does read is still checked.
    const refused = adminWith({ NODE_ENV: 'production', DATABASE_URL: 'mysql://x' }, 'reseller:list');
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('DATABASE_URL must be a postgres:// URL.');
  });

  it('explains bad usage with exit code 2', () => {
    const unknown = admin('reseller:delete');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "reseller:delete"');
    expect(unknown.stderr).toContain('Usage: npm run admin');
    expect(admin('key:issue', 'rsl_nope').stderr).toContain('No reseller with id rsl_nope');
  });
});
