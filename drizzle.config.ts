import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/service/db/schema.ts',
  out: './lib/service/db/migrations',
});
