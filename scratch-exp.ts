import { startBuiltServer, freePort } from './tests/built-server.ts'
const port = await freePort()
const file = `/tmp/mx/exp-${Date.now()}.db`
const t0 = Date.now()
const s = await startBuiltServer(port, { BASE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: `file:${file}`, SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789', UPLOADS_DIR: '/tmp/mx/up', OUTBOX_DIR: '/tmp/mx/out', SEED_DEMO: 'auto', LOG_LEVEL: 'warn', TRUST_PROXY: '1' })
console.log('started in', Date.now() - t0)
for (const [path, body] of [['/admin/posts.data', 'intent=delete&ids=1'], ['/cursos/x.data', ''], ['/admin/posts/edit/1.data', 'intent=save'], ['/contacto.data','name=x']] as const) {
  const r = await fetch(`${s.origin}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: s.origin, 'Content-Type': 'application/x-www-form-urlencoded' }, body })
  console.log(path, r.status, r.headers.get('content-type'), r.headers.get('location'), (await r.text()).slice(0, 300))
}
s.process.kill('SIGTERM'); await s.exited
console.log(file)
