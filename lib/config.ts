import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the app reads, validated once. `.env.example` documents each of them.
 * Each process validates what it uses: the server all of it (production refuses to start without its
 * secrets; development generates them into the data folder), the operator's CLI only where the store is.
 */
export interface StoreConfig {
  production: boolean;
  /** PostgreSQL server; null means the embedded PGlite store in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
}

/** What a process that runs the Handbook service uses: the Next app's embedded one, or the standalone one. */
export interface ServiceConfig extends StoreConfig {
  /** Signs customer JWTs (highest id); older ids still verify tokens issued before a rotation. */
  jwtSecrets: SecretRing;
  demoData: boolean;
  /** Requests per credential (API key or customer token) per minute, per instance without Redis; 0: no limit. */
  requestsPerMinute: number;
  webhooks: WebhookConfig;
  /** Days the audit trail keeps an event; older ones are deleted by an hourly sweep. */
  activityRetentionDays: number;
  /** Redis where every instance counts request and sign-in limits; null means each instance's memory. */
  redisUrl: string | null;
}

export interface Config extends ServiceConfig {
  /** iron-session passwords by id: the highest id seals new cookies, every id unseals. */
  sessionPasswords: SecretRing;
  /** A remote Handbook service for the dashboard; null means the embedded one, whose endpoints are then served. */
  handbookApiUrl: string | null;
  upstreamTimeoutMs: number;
}

export interface WebhookConfig {
  /** Days before a token's expiry at which `token.expiring` is sent, e.g. [7, 1]. */
  noticeDays: number[];
  /** How often the expiry scan runs. */
  scanSeconds: number;
  /** Endpoints on loopback and private networks allowed (development and tests); metadata addresses never. */
  allowPrivate: boolean;
}

const MIN_SECRET_BYTES = 32;

/** Secrets by numeric id; the highest id signs or seals, every id verifies or unseals. */
export type SecretRing = Record<string, string>;

/**
 * A secret is either one value (id 1) or, for rotation, a JSON object of ids to values,
 * `{"1":"old…","2":"new…"}`: the format iron-session uses, applied to the JWT secret too.
 */
const secretRing = (name: string) =>
  z
    .string()
    .transform((value, ctx): SecretRing => {
      if (!value.trim().startsWith('{')) return { '1': value };
      try {
        return JSON.parse(value) as SecretRing;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} starts with "{" but is not valid JSON.` });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .record(
          z.string().regex(/^[1-9]\d{0,8}$/, `${name} ids must be whole numbers.`),
          z
            .string()
            .refine(
              (v) => Buffer.byteLength(v) >= MIN_SECRET_BYTES,
              `${name} must be at least ${MIN_SECRET_BYTES} bytes.`,
            ),
        )
        .refine((ring) => Object.keys(ring).length > 0, `${name} must not be empty.`),
    );

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  );

const MAX_NOTICE_POINTS = 5;
const DEFAULT_NOTICE_DAYS = '7,1';
const noticeDayMessage = 'HANDBOOK_TOKEN_NOTICE_DAYS must list whole days from 1 to 365, such as 7,1.';

/** `7,1`: distinct whole days from 1 to 365, at most five of them; empty means the default. */
const noticeDays = z
  .string()
  .default(DEFAULT_NOTICE_DAYS)
  .transform((value) => (value.trim() || DEFAULT_NOTICE_DAYS).split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,3}$/, noticeDayMessage)
          .transform(Number)
          .pipe(z.number().min(1, noticeDayMessage).max(365, noticeDayMessage)),
      )
      .max(MAX_NOTICE_POINTS, `HANDBOOK_TOKEN_NOTICE_DAYS lists at most ${MAX_NOTICE_POINTS} days.`)
      .refine(
        (days) => new Set(days).size === days.length,
        'HANDBOOK_TOKEN_NOTICE_DAYS lists each day once.',
      ),
  );

const storeSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HANDBOOK_DATA_DIR: z.string().min(1).default('.data'),
});

const signingSchema = storeSchema.extend({
  HANDBOOK_JWT_SECRET: secretRing('HANDBOOK_JWT_SECRET').optional(),
});

const retentionMessage = 'HANDBOOK_ACTIVITY_RETENTION_DAYS must be a whole number of days from 1 to 36500.';

const serviceSchema = signingSchema.extend({
  HANDBOOK_DEMO_DATA: flag,
  HANDBOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1_200),
  HANDBOOK_TOKEN_NOTICE_DAYS: noticeDays,
  HANDBOOK_WEBHOOK_SCAN_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  HANDBOOK_WEBHOOK_ALLOW_PRIVATE: flag,
  HANDBOOK_ACTIVITY_RETENTION_DAYS: z.coerce
    .number(retentionMessage)
    .int(retentionMessage)
    .min(1, retentionMessage)
    .max(36_500, retentionMessage)
    .default(365),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const envSchema = serviceSchema.extend({
  SESSION_SECRET: secretRing('SESSION_SECRET').optional(),
  HANDBOOK_API_URL: z
    .url({ protocol: /^https?$/, error: 'HANDBOOK_API_URL must be an http(s) URL.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HANDBOOK_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Development secrets: made once, kept in the (git-ignored) data folder so sessions survive restarts. */
function developmentSecrets(dataDir: string): { jwt: string; session: string } {
  const path = join(dataDir, 'dev-secrets.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { jwt: string; session: string };
  } catch {
    const made = {
      jwt: randomBytes(32).toString('base64url'),
      session: randomBytes(32).toString('base64url'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify(made), { mode: 0o600 });
    return made;
  }
}

type Env = Record<string, string | undefined>;

/** The variables `schema` names, validated; the others are left to the processes that use them. */
function parseEnv<T extends z.ZodType>(schema: T, env: Env): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  return parsed.data;
}

function storeConfig(e: z.output<typeof storeSchema>): StoreConfig {
  return {
    production: e.NODE_ENV === 'production',
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: resolve(e.HANDBOOK_DATA_DIR),
  };
}

/** Where the store is, and nothing else: what the operator's CLI needs, without any secret. */
export function loadStoreConfig(env: Env = process.env): StoreConfig {
  return storeConfig(parseEnv(storeSchema, env));
}

/**
 * Where the store is and the secrets that sign customer tokens: what the CLI needs to issue one, with the
 * server's rule (required in production; generated into the data folder in development).
 */
export function loadSigningConfig(env: Env = process.env): StoreConfig & Pick<Config, 'jwtSecrets'> {
  const e = parseEnv(signingSchema, env);
  const store = storeConfig(e);
  if (e.HANDBOOK_JWT_SECRET) return { ...store, jwtSecrets: e.HANDBOOK_JWT_SECRET };
  if (store.production) throw new ConfigError(['HANDBOOK_JWT_SECRET is required in production.']);
  return { ...store, jwtSecrets: { '1': developmentSecrets(store.dataDir).jwt } };
}

function serviceConfig(e: z.output<typeof serviceSchema>, jwtSecrets: SecretRing): ServiceConfig {
  const store = storeConfig(e);
  return {
    ...store,
    jwtSecrets,
    demoData: e.HANDBOOK_DEMO_DATA ?? !store.production,
    requestsPerMinute: e.HANDBOOK_RATE_LIMIT_PER_MINUTE,
    webhooks: {
      noticeDays: e.HANDBOOK_TOKEN_NOTICE_DAYS,
      scanSeconds: e.HANDBOOK_WEBHOOK_SCAN_SECONDS,
      allowPrivate: e.HANDBOOK_WEBHOOK_ALLOW_PRIVATE ?? false,
    },
    activityRetentionDays: e.HANDBOOK_ACTIVITY_RETENTION_DAYS,
    redisUrl: e.REDIS_URL ?? null,
  };
}

/** What the standalone service (`npm run start:service`) uses: no dashboard session secret. */
export function loadServiceConfig(env: Env = process.env): ServiceConfig {
  const e = parseEnv(serviceSchema, env);
  return serviceConfig(e, loadSigningConfig(env).jwtSecrets);
}

/** Everything the app server uses, its secrets included. */
export function loadConfig(env: Env = process.env): Config {
  const e = parseEnv(envSchema, env);
  const { production, dataDir } = storeConfig(e);
  const handbookApiUrl = e.HANDBOOK_API_URL?.replace(/\/+$/, '') ?? null;
  const embedded = handbookApiUrl === null;

  const missing: string[] = [];
  if (production && embedded && !e.HANDBOOK_JWT_SECRET)
    missing.push('HANDBOOK_JWT_SECRET is required in production.');
  if (production && !e.SESSION_SECRET) missing.push('SESSION_SECRET is required in production.');
  if (missing.length > 0) throw new ConfigError(missing);

  const generated = !e.HANDBOOK_JWT_SECRET || !e.SESSION_SECRET ? developmentSecrets(dataDir) : null;

  return {
    ...serviceConfig(e, e.HANDBOOK_JWT_SECRET ?? { '1': generated!.jwt }),
    sessionPasswords: e.SESSION_SECRET ?? { '1': generated!.session },
    handbookApiUrl,
    upstreamTimeoutMs: e.HANDBOOK_UPSTREAM_TIMEOUT_MS,
  };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= loadConfig();
  return cached;
}
