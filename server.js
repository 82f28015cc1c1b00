// Process entry. Production: `node server.js` serves the built app (npm start builds it first).
// Development: `node server.js --dev` runs Vite in middleware mode with hot reload.
import path from 'node:path'
import v8 from 'node:v8'

// After each full collection V8 lets the heap grow to up to four times what survived when it can
// afford to; renders make a lot of short-lived garbage, so an uncached burst left the process at
// 420 MB. Growing by 30 % of what survived keeps the peak of the bench's 200 connections under
// 200 MB at no throughput this noisy host can tell apart, and unlike --max-old-space-size it is no
// ceiling a spike could crash into (docs/PERFORMANCE.md, Memory). The young generation is sized
// when the process starts, so its flag (--max-semi-space-size=8: 16 MB instead of 32; 8 MB made
// every cache hit cost about a fifth more CPU) is on the command line: `npm start` and the README's
// systemd unit.
v8.setFlagsFromString('--heap-growing-percent=30')

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const dev = process.argv.includes('--dev')

async function main() {
  if (!dev) {
    const app = await import(path.join(buildDir, 'server/index.js'))
    await app.prepare()
    app.serve(app.app, path.join(buildDir, 'client'))
    return
  }
  const [{ createServer }, { default: express }] = await Promise.all([import('vite'), import('express')])
  const vite = await createServer({ server: { middlewareMode: true } })
  const entry = './server/http/app.server.ts'
  const first = await vite.ssrLoadModule(entry)
  await first.prepare()
  const server = express()
  server.use(vite.middlewares)
  server.use(async (req, res, next) => {
    try {
      const { app } = await vite.ssrLoadModule(entry)
      app(req, res, next)
    } catch (error) {
      vite.ssrFixStacktrace(error)
      next(error)
    }
  })
  const port = Number(process.env.PORT ?? 3000)
  server.listen(port, () => console.log(`dev server on http://localhost:${port}`))
}

main().catch((error) => {
  // Configuration and database problems are the operator's to fix: say what, not where in our code.
  const known = ['EnvError', 'DatabaseOpenError'].includes(error?.name)
  console.error(known ? `Cannot start: ${error.message}` : error)
  process.exit(1)
})
