import { createRequire } from 'node:module'

/**
 * `require` for packages that only some configurations or some requests use (node-postgres,
 * ioredis, sharp, zxcvbn's dictionaries): they are read the first time they are needed, not when the
 * server starts, so a SQLite site without Redis does not hold them in its heap (docs/PERFORMANCE.md,
 * Memory). Only for CommonJS packages; ES modules are loaded with `await import()`.
 */
export const loadOnUse = createRequire(import.meta.url)
