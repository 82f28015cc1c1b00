import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/faults/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    // Vite puts its own BASE_URL ('/') in process.env; ours is the site's public origin.
    env: { BASE_URL: 'http://localhost:3000', NODE_ENV: 'test' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
