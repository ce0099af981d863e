import 'server-only';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies, type ProxyTrust } from './http/client-address';
import { telemetryConfig, telemetryEnv, type TelemetryConfig } from './telemetry/telemetry-env';

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
  /** Whose X-Forwarded-For counts when finding a request's client (lib/http/client-address.ts). */
  proxyTrust: ProxyTrust;
  webhooks: WebhookConfig;
  /** Days the audit trail keeps an event; older ones are deleted by an hourly sweep. */
  activityRetentionDays: number;
  /** Customer API usage: days its hourly counts are kept (the sweep deletes older ones), and whether it is counted. */
  usage: { retentionDays: number; counting: boolean };
  /** Redis where every instance counts request and sign-in limits; null means each instance's memory. */
  redisUrl: string | null;
  background: BackgroundConfig;
  /** Where a server of its own listens (`npm run start:service`; Next's reads the same variables). */
  listen: { port: number; host: string };
  /** OpenTelemetry export (the standard OTEL_* variables); off unless an OTLP endpoint is set. */
  telemetry: TelemetryConfig;
}

/**
 * How background work (deliveries, the expiry scan, the sweeps) runs: `timers` in a long-lived process;
 * `cron` where a function runs only while it answers (Vercel): after the answer and from the cron route.
 */
export type BackgroundMode = 'timers' | 'cron';

export interface BackgroundConfig {
  mode: BackgroundMode;
  /** What `GET /api/cron/background` must be sent as `Authorization: Bearer …`; null: the route answers 404. */
  cronSecret: string | null;
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
  /** Days a delivery is kept; older ones are deleted by an hourly sweep. */
  retentionDays: number;
  /** Days of failed attempts only (at least 10) after which the service disables an endpoint itself. */
  disableAfterDays: number;
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
    // Empty is unset (`.env.example` lists every variable empty): generated in development, refused in production.
    .transform((value) => value || undefined)
    .optional()
    .transform((value, ctx): SecretRing | undefined => {
      if (value === undefined) return undefined;
      if (!value.trim().startsWith('{')) return { '1': value };
      try {
        return JSON.parse(value) as SecretRing;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `${name} starts with "{" but is not valid JSON: expected a secret, or a JSON map of ids to secrets.`,
        });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .record(
          z.string().regex(/^[1-9]\d{0,8}$/),
          z
            .string(`${name} has a value that is not a string: expected {"1":"…","2":"…"}.`)
            .refine(
              (v) => Buffer.byteLength(v) >= MIN_SECRET_BYTES,
              `${name} is too short: expected at least ${MIN_SECRET_BYTES} random bytes, e.g. \`openssl rand -base64 48\`.`,
            ),
          // Zod reports a bad key with the record's message.
          `${name} has an id that is not a whole number: expected {"1":"…","2":"…"}.`,
        )
        .refine(
          (ring) => Object.keys(ring).length > 0,
          `${name} is an empty map: expected at least one secret.`,
        )
        .optional(),
    );

const flag = z
  .enum(['true', 'false', '1', '0', ''], {
    error: 'is not a flag: expected true or false.',
  })
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  );

const MAX_NOTICE_POINTS = 5;
const DEFAULT_NOTICE_DAYS = '7,1';
const noticeDayMessage =
  'HANDBOOK_TOKEN_NOTICE_DAYS has an entry that is not a day: expected whole days from 1 to 365, such as 7,1.';

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
      .max(
        MAX_NOTICE_POINTS,
        `HANDBOOK_TOKEN_NOTICE_DAYS lists too many days: expected at most ${MAX_NOTICE_POINTS}.`,
      )
      .refine(
        (days) => new Set(days).size === days.length,
        'HANDBOOK_TOKEN_NOTICE_DAYS lists a day twice: expected each day once.',
      ),
  );

/**
 * A whole number from `min` to `max`; unset or empty (as `.env.example` leaves it) means `fallback`. The one
 * message a wrong value gets names the variable, the value (a short number is no secret) and what is expected.
 */
function wholeNumber(name: string, unit: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim();
      if (!text) return fallback;
      if (/^\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max) return Number(text);
      const given = /^-?\d{1,12}$/.test(text) ? `is ${text}, out of range` : 'is not a whole number';
      ctx.addIssue({
        code: 'custom',
        message: `${name} ${given}: expected a whole number of ${unit} from ${min} to ${max}.`,
      });
      return z.NEVER;
    });
}

/** Where a variable is required but unset; together with the schema's problems, so all are listed at once. */
const requiredMessage = (name: string) =>
  `${name} is not set: expected in production a secret of at least ${MIN_SECRET_BYTES} random bytes, e.g. \`openssl rand -base64 48\`.`;

const databaseUrl = (name: string) =>
  z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      `${name} is not a postgres:// URL: expected postgres://user:password@host/database, or unset for the embedded store.`,
    )
    .optional()
    .or(z.literal('').transform(() => undefined));

const storeSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV is not a known mode: expected production, development or test.',
    })
    .default('development'),
  DATABASE_URL: databaseUrl('DATABASE_URL'),
  HANDBOOK_DATA_DIR: z
    .string()
    .transform((value) => value.trim() || '.data')
    .default('.data'),
});

/** `HANDBOOK_TRUSTED_PROXIES`: addresses and CIDR ranges, comma- or space-separated; unset trusts none. */
const trustedProxies = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const { ranges, invalid } = parseTrustedProxies(value ?? '');
    if (invalid.length === 0) return ranges;
    ctx.addIssue({
      code: 'custom',
      message: `HANDBOOK_TRUSTED_PROXIES has an entry that is neither an address nor a CIDR range: expected addresses or CIDR ranges such as 10.0.0.0/8, 192.0.2.7.`,
    });
    return z.NEVER;
  });

const signingSchema = storeSchema.extend({
  HANDBOOK_JWT_SECRET: secretRing('HANDBOOK_JWT_SECRET'),
});

/** A retention period: a whole number of days from 1 to 36,500 (a century), `fallback` when unset. */
const retentionDays = (variable: string, fallback: number) =>
  wholeNumber(variable, 'days', 1, 36_500, fallback);

const backgroundMode = z
  .enum(['timers', 'cron', ''], { error: 'is not a known mode: expected timers or cron.' })
  .optional()
  .transform((value) => value || undefined);

/** A secret of one value (no rotation map: Vercel Cron sends exactly the one it is given). */
const cronSecret = z
  .string()
  .optional()
  .transform((value) => value || undefined)
  .refine(
    (value) => value === undefined || Buffer.byteLength(value) >= MIN_SECRET_BYTES,
    `CRON_SECRET is too short: expected at least ${MIN_SECRET_BYTES} random bytes, e.g. \`openssl rand -base64 48\`.`,
  );

/** `PORT`: unset or empty means 3000. Checked here so that a typo is one plain line, not a stack at listen. */
const port = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const text = raw?.trim();
    if (!text) return 3000;
    if (/^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65_535) return Number(text);
    ctx.addIssue({
      code: 'custom',
      message: `PORT is "${text.slice(0, 20)}": expected a port number from 1 to 65535.`,
    });
    return z.NEVER;
  });

// A DNS name: labels of letters, digits and inner hyphens, 63 characters at most, 253 in all.
const HOST_NAME = /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;

/** `HOST`: the address to listen on, all of them (0.0.0.0) when unset or empty. */
const host = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const text = raw?.trim();
    if (!text) return '0.0.0.0';
    if (isIP(text) || HOST_NAME.test(text)) return text;
    ctx.addIssue({
      code: 'custom',
      message: `HOST is not an address or host name: expected e.g. 0.0.0.0 (every address), 127.0.0.1 or ::.`,
    });
    return z.NEVER;
  });

const serviceSchema = signingSchema.extend({
  PORT: port,
  HOST: host,
  HANDBOOK_DEMO_DATA: flag,
  HANDBOOK_RATE_LIMIT_PER_MINUTE: wholeNumber(
    'HANDBOOK_RATE_LIMIT_PER_MINUTE',
    'requests (0 for no limit)',
    0,
    1_000_000,
    1_200,
  ),
  HANDBOOK_TRUSTED_PROXIES: trustedProxies,
  // Set by Vercel in every deployment: the platform, not a socket, names the client there.
  VERCEL: z.string().optional(),
  HANDBOOK_TOKEN_NOTICE_DAYS: noticeDays,
  HANDBOOK_WEBHOOK_SCAN_SECONDS: wholeNumber('HANDBOOK_WEBHOOK_SCAN_SECONDS', 'seconds', 5, 3_600, 60),
  HANDBOOK_WEBHOOK_ALLOW_PRIVATE: flag,
  HANDBOOK_ACTIVITY_RETENTION_DAYS: retentionDays('HANDBOOK_ACTIVITY_RETENTION_DAYS', 365),
  HANDBOOK_WEBHOOK_RETENTION_DAYS: retentionDays('HANDBOOK_WEBHOOK_RETENTION_DAYS', 30),
  HANDBOOK_USAGE_RETENTION_DAYS: retentionDays('HANDBOOK_USAGE_RETENTION_DAYS', 400),
  // Counting off, for one comparison only (bench/usage-cost measures what counting costs against it): not
  // documented for users, whose usage would silently stop.
  HANDBOOK_BENCH_USAGE_OFF: flag,
  HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS: wholeNumber('HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS', 'days', 1, 365, 5),
  REDIS_URL: z
    .url({
      protocol: /^rediss?$/,
      error:
        'REDIS_URL is not a redis:// or rediss:// URL: expected redis://host:6379 (rediss:// for TLS), or unset to count limits in memory.',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HANDBOOK_BACKGROUND: backgroundMode,
  CRON_SECRET: cronSecret,
  ...telemetryEnv,
});

const envSchema = serviceSchema.extend({
  SESSION_SECRET: secretRing('SESSION_SECRET'),
  HANDBOOK_API_URL: z
    .url({
      protocol: /^https?$/,
      error:
        'HANDBOOK_API_URL is not an http(s) URL: expected the remote service, e.g. https://handbook.example.com.',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HANDBOOK_UPSTREAM_TIMEOUT_MS: wholeNumber(
    'HANDBOOK_UPSTREAM_TIMEOUT_MS',
    'milliseconds',
    100,
    120_000,
    10_000,
  ),
});

/** Every problem of the configuration, one line each (the variable, what is wrong, what is expected). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
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
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(path, JSON.stringify(made), { mode: 0o600 });
    return made;
  }
}

/** The variables a loader reads: `process.env` unless a caller (the CLI's tests) hands over its own. */
export type Env = Record<string, string | undefined>;

/** An issue's message names its variable; one that does not (a library's own wording) is given it. */
function problemLine(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0] ?? 'environment');
  return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
}

/**
 * The variables `schema` names, validated; the others are left to the processes that use them. `required`
 * names the secrets production cannot start without: their absence is listed with every other problem.
 */
function parseEnv<T extends z.ZodType>(schema: T, env: Env, required: string[] = []): z.output<T> {
  const parsed = schema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map(problemLine);
  if (env.NODE_ENV === 'production')
    problems.push(...required.filter((name) => !env[name]).map(requiredMessage));
  if (!parsed.success || problems.length > 0) throw new ConfigError([...new Set(problems)]);
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

const migrationSchema = storeSchema.extend({
  DATABASE_URL_UNPOOLED: databaseUrl('DATABASE_URL_UNPOOLED'),
});

/**
 * The store `npm run db:migrate` migrates: PostgreSQL through its direct connection (DATABASE_URL_UNPOOLED)
 * where DATABASE_URL goes through a transaction-mode pooler, which does not keep the migration's session lock.
 */
export function loadMigrationConfig(env: Env = process.env): StoreConfig {
  const e = parseEnv(migrationSchema, env);
  const store = storeConfig(e);
  return { ...store, databaseUrl: e.DATABASE_URL_UNPOOLED ?? store.databaseUrl };
}

/**
 * Where the store is and the secrets that sign customer tokens: what the CLI needs to issue one, with the
 * server's rule (required in production; generated into the data folder in development).
 */
export function loadSigningConfig(env: Env = process.env): StoreConfig & Pick<Config, 'jwtSecrets'> {
  const e = parseEnv(signingSchema, env, ['HANDBOOK_JWT_SECRET']);
  const store = storeConfig(e);
  return { ...store, jwtSecrets: e.HANDBOOK_JWT_SECRET ?? { '1': developmentSecrets(store.dataDir).jwt } };
}

function serviceConfig(e: z.output<typeof serviceSchema>, jwtSecrets: SecretRing): ServiceConfig {
  const store = storeConfig(e);
  return {
    ...store,
    jwtSecrets,
    demoData: e.HANDBOOK_DEMO_DATA ?? !store.production,
    requestsPerMinute: e.HANDBOOK_RATE_LIMIT_PER_MINUTE,
    proxyTrust: e.VERCEL
      ? { vercel: true, ranges: [] }
      : { vercel: false, ranges: e.HANDBOOK_TRUSTED_PROXIES },
    webhooks: {
      noticeDays: e.HANDBOOK_TOKEN_NOTICE_DAYS,
      scanSeconds: e.HANDBOOK_WEBHOOK_SCAN_SECONDS,
      allowPrivate: e.HANDBOOK_WEBHOOK_ALLOW_PRIVATE ?? false,
      retentionDays: e.HANDBOOK_WEBHOOK_RETENTION_DAYS,
      disableAfterDays: e.HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS,
    },
    activityRetentionDays: e.HANDBOOK_ACTIVITY_RETENTION_DAYS,
    usage: { retentionDays: e.HANDBOOK_USAGE_RETENTION_DAYS, counting: !e.HANDBOOK_BENCH_USAGE_OFF },
    redisUrl: e.REDIS_URL ?? null,
    background: {
      // A function on Vercel runs only while it answers: timers there would never fire between requests.
      mode: e.HANDBOOK_BACKGROUND ?? (e.VERCEL ? 'cron' : 'timers'),
      cronSecret: e.CRON_SECRET ?? null,
    },
    listen: { port: e.PORT, host: e.HOST },
    telemetry: telemetryConfig(e),
  };
}

// The standalone service has no after() and no cron route: in cron mode nothing would ever be delivered.
const STANDALONE_CRON = {
  message:
    'HANDBOOK_BACKGROUND is cron: expected timers (or unset) for the standalone service, which has no cron route.',
  path: ['HANDBOOK_BACKGROUND'],
};

/** What the standalone service (`npm run start:service`) uses: no dashboard session secret. */
export function loadServiceConfig(env: Env = process.env): ServiceConfig {
  const e = parseEnv(
    serviceSchema.refine((e) => e.HANDBOOK_BACKGROUND !== 'cron', STANDALONE_CRON),
    env,
    ['HANDBOOK_JWT_SECRET'],
  );
  const jwtSecrets = e.HANDBOOK_JWT_SECRET ?? { '1': developmentSecrets(storeConfig(e).dataDir).jwt };
  return serviceConfig(e, jwtSecrets);
}

/** Everything the app server uses, its secrets included. */
export function loadConfig(env: Env = process.env): Config {
  // The JWT secret signs the embedded service's tokens: a dashboard in front of a remote service has none.
  const required = env.HANDBOOK_API_URL ? ['SESSION_SECRET'] : ['HANDBOOK_JWT_SECRET', 'SESSION_SECRET'];
  const e = parseEnv(envSchema, env, required);
  const { dataDir } = storeConfig(e);
  const handbookApiUrl = e.HANDBOOK_API_URL?.replace(/\/+$/, '') ?? null;

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
