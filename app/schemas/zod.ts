import { z } from 'zod'

// Zod's JIT probes `new Function`, which our Content-Security-Policy forbids in the browser (and
// reports as a violation). Every schema imports `z` from here, so the setting precedes them all.
z.config({ jitless: true })

export { z }
