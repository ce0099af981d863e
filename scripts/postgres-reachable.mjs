// Exits 0 when the PostgreSQL server of DATABASE_URL answers within a few seconds; prints why not otherwise.
// `npm test` and the PostgreSQL test projects ask it before they start (under CI, a "no" fails the run).
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('DATABASE_URL is not set (set it to a PostgreSQL server to run the PostgreSQL suites).');
  process.exit(1);
}
// Where, never the whole URL: it may carry a password.
let where = 'DATABASE_URL';
try {
  const { hostname, port } = new URL(url);
  where = `${hostname}:${port || 5432}`;
} catch {
  console.log('DATABASE_URL is not a URL.');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
} catch (error) {
  console.log(`cannot use the PostgreSQL server at ${where} (${error.code ?? error.message}).`);
  process.exit(1);
}
