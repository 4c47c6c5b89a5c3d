import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './service/db/schema.ts',
  out: './migrations',
});
