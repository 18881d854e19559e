import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate.ts',
    cli: 'src/cli/promptsmith/main.ts',
    testimonials: 'src/cli/testimonials/main.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages ship TypeScript source: bundle them; npm packages stay external.
  noExternal: [/^@promptsmith\//],
});
