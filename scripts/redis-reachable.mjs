// Exits 0 when the Redis server of REDIS_URL answers within a few seconds; prints why not otherwise.
// `npm test` and the Redis test project ask it before they start (under CI, a "no" fails the run).
import { Redis } from 'ioredis';

const url = process.env.REDIS_URL;
if (!url) {
  console.log(
    'REDIS_URL is not set (set it to a Redis server, e.g. redis://127.0.0.1:6379, to run the Redis suite).',
  );
  process.exit(1);
}
// Where, never the whole URL: it may carry a password.
let where = 'REDIS_URL';
try {
  const { hostname, port } = new URL(url);
  where = `${hostname}:${port || 6379}`;
} catch {
  console.log('REDIS_URL is not a URL.');
  process.exit(1);
}
const redis = new Redis(url, {
  lazyConnect: true,
  connectTimeout: 3_000,
  commandTimeout: 3_000,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
// The connection's own error (ECONNREFUSED) says more than the rejected command's "Connection is closed."
let connectionError;
redis.on('error', (error) => (connectionError ??= error));
try {
  await redis.connect();
  await redis.ping();
  await redis.quit();
} catch (error) {
  redis.disconnect();
  const cause = connectionError ?? error;
  console.log(`cannot use the Redis server at ${where} (${cause.code ?? cause.message}).`);
  process.exit(1);
}
