// drizzle-kit: `npm run db:generate -w @kw/server` writes the SQL migrations for src/db/schema.ts into ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
