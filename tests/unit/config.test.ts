import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  loadMigrationConfig,
  loadServiceConfig,
  loadStoreConfig,
} from '@/lib/config';

const dataDir = mkdtempSync(join(tmpdir(), 'hb-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const strong = 'a'.repeat(32);

describe('configuration', () => {
  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HANDBOOK_DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', HANDBOOK_DATA_DIR: dataDir, SESSION_SECRET: strong }),
    ).toThrow(/HANDBOOK_JWT_SECRET is not set: expected in production/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', HANDBOOK_DATA_DIR: dataDir, HANDBOOK_JWT_SECRET: strong }),
    ).toThrow(/SESSION_SECRET is not set: expected in production/);
  });

  it('gives where the store is without any secret, still checking what it reads', () => {
    const production = { NODE_ENV: 'production', HANDBOOK_DATA_DIR: dataDir };
    expect(() => loadConfig(production)).toThrow(/SESSION_SECRET is not set: expected in production/);
    expect(loadStoreConfig(production)).toEqual({ production: true, databaseUrl: null, dataDir });
    expect(loadStoreConfig({ ...production, DATABASE_URL: 'postgresql://db.example/handbook' })).toEqual({
      production: true,
      databaseUrl: 'postgresql://db.example/handbook',
      dataDir,
    });
    expect(() => loadStoreConfig({ ...production, DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });

  it('refuses secrets shorter than 32 bytes', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', HANDBOOK_JWT_SECRET: 'short', SESSION_SECRET: strong }),
    ).toThrow(/HANDBOOK_JWT_SECRET is too short: expected at least 32 random bytes/);
  });

  it('turns demo data off by default in production and on in development', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      HANDBOOK_JWT_SECRET: strong,
      SESSION_SECRET: strong,
    });
    expect(production.demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', HANDBOOK_DATA_DIR: dataDir }).demoData).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', HANDBOOK_DATA_DIR: dataDir, HANDBOOK_DEMO_DATA: 'false' })
        .demoData,
    ).toBe(false);
  });

  it('generates development secrets once into the data folder', () => {
    const first = loadConfig({ NODE_ENV: 'development', HANDBOOK_DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'development', HANDBOOK_DATA_DIR: dataDir });
    expect(second.jwtSecrets).toEqual(first.jwtSecrets);
    expect(Buffer.byteLength(first.jwtSecrets['1']!)).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'dev-secrets.json'), 'utf8')).toContain(first.jwtSecrets['1']);
  });

  it('reads a rotation map of secrets', () => {
    const ring = JSON.stringify({ 1: 'o'.repeat(32), 2: 'n'.repeat(32) });
    const config = loadConfig({ NODE_ENV: 'production', HANDBOOK_JWT_SECRET: ring, SESSION_SECRET: ring });
    expect(config.jwtSecrets).toEqual({ 1: 'o'.repeat(32), 2: 'n'.repeat(32) });
    expect(() =>
      loadConfig({ NODE_ENV: 'production', HANDBOOK_JWT_SECRET: '{"x": 1', SESSION_SECRET: strong }),
    ).toThrow(/not valid JSON/);
  });

  it('the standalone service needs the signing secret in production, not the dashboard session secret', () => {
    const production = { NODE_ENV: 'production', HANDBOOK_DATA_DIR: dataDir };
    expect(() => loadServiceConfig(production)).toThrow(
      /HANDBOOK_JWT_SECRET is not set: expected in production/,
    );
    const config = loadServiceConfig({
      ...production,
      HANDBOOK_JWT_SECRET: strong,
      DATABASE_URL: 'postgres://db.example/hb',
      HANDBOOK_RATE_LIMIT_PER_MINUTE: '60',
    });
    expect(config).toMatchObject({
      production: true,
      databaseUrl: 'postgres://db.example/hb',
      jwtSecrets: { 1: strong },
      demoData: false,
      requestsPerMinute: 60,
    });
    expect(config).not.toHaveProperty('sessionPasswords');
    expect(() => loadServiceConfig({ ...production, HANDBOOK_JWT_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('keeps activity 365 days unless HANDBOOK_ACTIVITY_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({ HANDBOOK_DATA_DIR: dataDir }).activityRetentionDays).toBe(365);
    const env = (days: string) => ({ HANDBOOK_DATA_DIR: dataDir, HANDBOOK_ACTIVITY_RETENTION_DAYS: days });
    expect(loadConfig(env('90')).activityRetentionDays).toBe(90);
    for (const bad of ['0', '1.5', 'forever', '40000'])
      expect(() => loadConfig(env(bad))).toThrow(
        /^HANDBOOK_ACTIVITY_RETENTION_DAYS .*: expected a whole number of days from 1 to 36500\.$/,
      );
  });

  it('lists every problem at once, one line each, a missing secret among them', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ HANDBOOK_DATA_DIR: dataDir, ...env });
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [];
      }
      return [];
    };
    expect(
      problems({
        NODE_ENV: 'production',
        SESSION_SECRET: strong,
        HANDBOOK_WEBHOOK_SCAN_SECONDS: '2',
        HANDBOOK_DEMO_DATA: 'yes',
        HANDBOOK_TOKEN_NOTICE_DAYS: '7,0,400',
      }),
    ).toEqual([
      'HANDBOOK_DEMO_DATA is not a flag: expected true or false.',
      'HANDBOOK_TOKEN_NOTICE_DAYS has an entry that is not a day: expected whole days from 1 to 365, such as 7,1.',
      'HANDBOOK_WEBHOOK_SCAN_SECONDS is 2, out of range: expected a whole number of seconds from 5 to 3600.',
      'HANDBOOK_JWT_SECRET is not set: expected in production a secret of at least 32 random bytes, e.g. `openssl rand -base64 48`.',
    ]);
  });

  it('reads the days after which a failing webhook endpoint is disabled, 1 to 365', () => {
    const env = { NODE_ENV: 'development', HANDBOOK_DATA_DIR: dataDir };
    expect(loadConfig({ ...env, HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS: '3' }).webhooks.disableAfterDays).toBe(
      3,
    );
    expect(() => loadConfig({ ...env, HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS: '0' })).toThrow(
      'HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS is 0, out of range: expected a whole number of days from 1 to 365.',
    );
    expect(() => loadConfig({ ...env, HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS: 'five' })).toThrow(
      'HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS is not a whole number',
    );
  });

  it('takes an empty variable, as .env.example lists them, for an unset one', () => {
    const empty = Object.fromEntries(
      readFileSync('.env.example', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=$/.test(line))
        .map((line) => [line.slice(0, -1), '']),
    );
    const config = loadConfig({ ...empty, NODE_ENV: 'development', HANDBOOK_DATA_DIR: dataDir });
    expect(config).toMatchObject({
      requestsPerMinute: 1_200,
      upstreamTimeoutMs: 10_000,
      activityRetentionDays: 365,
    });
    expect(config.webhooks.scanSeconds).toBe(60);
    expect(config.webhooks.disableAfterDays).toBe(5);
    expect(config.proxyTrust).toEqual({ vercel: false, ranges: [] });
  });

  it('reads the trusted proxies, and on Vercel trusts the platform instead', () => {
    const env = { NODE_ENV: 'development', HANDBOOK_DATA_DIR: dataDir };
    const trust = loadConfig({ ...env, HANDBOOK_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7' }).proxyTrust;
    expect(trust.vercel).toBe(false);
    expect(trust.ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      '192.0.2.7/32',
    ]);
    expect(loadConfig({ ...env, VERCEL: '1' }).proxyTrust).toEqual({ vercel: true, ranges: [] });
    expect(() => loadConfig({ ...env, HANDBOOK_TRUSTED_PROXIES: '10.0.0.0/8 lb.internal' })).toThrow(
      /^HANDBOOK_TRUSTED_PROXIES has an entry that is neither an address nor a CIDR range: expected/,
    );
  });

  it('validates URLs', () => {
    expect(() => loadConfig({ HANDBOOK_DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(
      loadConfig({ HANDBOOK_DATA_DIR: dataDir, HANDBOOK_API_URL: 'https://hb.example/' }).handbookApiUrl,
    ).toBe('https://hb.example');
  });

  it('counts limits in Redis only for a redis:// or rediss:// REDIS_URL', () => {
    const redisUrl = (url?: string) =>
      loadServiceConfig({ HANDBOOK_DATA_DIR: dataDir, REDIS_URL: url }).redisUrl;
    expect(redisUrl()).toBeNull();
    expect(redisUrl('')).toBeNull();
    expect(redisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redisUrl('rediss://default:pw@eu1.example:6380')).toBe('rediss://default:pw@eu1.example:6380');
    for (const bad of ['http://127.0.0.1:6379', '127.0.0.1:6379', 'redis'])
      expect(() => redisUrl(bad)).toThrow(
        /^REDIS_URL is not a redis:\/\/ or rediss:\/\/ URL: expected .+\.$/,
      );
  });

  it('runs background work on timers, or in cron mode by default on Vercel', () => {
    const background = (env: Record<string, string>) =>
      loadConfig({ HANDBOOK_DATA_DIR: dataDir, ...env }).background;
    expect(background({})).toEqual({ mode: 'timers', cronSecret: null });
    expect(background({ VERCEL: '1' }).mode).toBe('cron');
    expect(background({ VERCEL: '1', HANDBOOK_BACKGROUND: 'timers' }).mode).toBe('timers');
    expect(background({ HANDBOOK_BACKGROUND: 'cron', CRON_SECRET: '' })).toEqual({
      mode: 'cron',
      cronSecret: null,
    });
    expect(background({ CRON_SECRET: strong }).cronSecret).toBe(strong);
    expect(() => background({ HANDBOOK_BACKGROUND: 'serverless', CRON_SECRET: 'short' })).toThrow(
      new ConfigError([
        'HANDBOOK_BACKGROUND is not a known mode: expected timers or cron.',
        'CRON_SECRET is too short: expected at least 32 random bytes, e.g. `openssl rand -base64 48`.',
      ]),
    );
  });

  it('reads where to listen, PORT and HOST, and refuses a port or address that is not one', () => {
    const env = (vars: Record<string, string>) => ({ HANDBOOK_DATA_DIR: dataDir, ...vars });
    expect(loadServiceConfig(env({})).listen).toEqual({ port: 3000, host: '0.0.0.0' });
    for (const host of ['127.0.0.1', '::', 'localhost', 'api.internal-1.example'])
      expect(loadServiceConfig(env({ PORT: '8080', HOST: host })).listen).toEqual({ port: 8080, host });
    for (const bad of ['abc', '99999', '-1', '0', '80.5'])
      expect(() => loadConfig(env({ PORT: bad }))).toThrow(
        new ConfigError([`PORT is "${bad}": expected a port number from 1 to 65535.`]),
      );
    for (const bad of ['not..a..host', 'exa mple', '-leading.example', '[::1]'])
      expect(() => loadServiceConfig(env({ HOST: bad }))).toThrow(
        /^HOST is not an address or host name: expected e\.g\. 0\.0\.0\.0 \(every address\), 127\.0\.0\.1 or ::\.$/,
      );
  });

  it('refuses cron mode for the standalone service, which has no cron route', () => {
    expect(() => loadServiceConfig({ HANDBOOK_DATA_DIR: dataDir, HANDBOOK_BACKGROUND: 'cron' })).toThrow(
      /^HANDBOOK_BACKGROUND is cron: expected timers \(or unset\) for the standalone service/,
    );
    expect(loadServiceConfig({ HANDBOOK_DATA_DIR: dataDir }).background.mode).toBe('timers');
  });

  it('migrates through the direct connection when there is one', () => {
    const pooled = 'postgresql://app@pooler.example/handbook';
    const direct = 'postgresql://app@db.example/handbook';
    expect(loadMigrationConfig({ HANDBOOK_DATA_DIR: dataDir, DATABASE_URL: pooled }).databaseUrl).toBe(
      pooled,
    );
    expect(
      loadMigrationConfig({ HANDBOOK_DATA_DIR: dataDir, DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct })
        .databaseUrl,
    ).toBe(direct);
    expect(() => loadMigrationConfig({ DATABASE_URL_UNPOOLED: 'db.example' })).toThrow(
      /^DATABASE_URL_UNPOOLED is not a postgres:\/\/ URL: expected/,
    );
  });
});
