// Exits 0 when the PostgreSQL server of DATABASE_URL answers within a few seconds; prints why not otherwise.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('DATABASE_URL is not set.');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
} catch (error) {
  console.log(`no PostgreSQL server answers at DATABASE_URL (${error.code ?? error.message}).`);
  process.exit(1);
}
