import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { cookiesFrom, siteRequest, TEST_BASE_URL, testIdentity } from '#tests/identity.ts'
import { pixelBomb, tempDiskStore, tempS3Store, testImage, type TestStore } from '#tests/media.ts'
import { signIn } from '../auth/sign-in.server.ts'
import { upsertUserWithPassword } from '../auth/users.server.ts'
import type { Role } from '../db/schema.server.ts'
import { parseEnv } from '../env.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { readMedia } from './media.server.ts'
import {
  deleteObject,
  getObject,
  listObjects,
  sessionRole,
  storageCall,
  uploadObject,
  type StorageApiDeps,
} from './storage-api.server.ts'
import { storageFrom } from './storage.server.ts'

const PASSWORD = 'Balon-parado-2030'
const MAX_BYTES = 2 * 1024 * 1024
const drivers = { disk: tempDiskStore, s3: tempS3Store }

describe.each(
  engines.flatMap((engine) => (['disk', 's3'] as const).map((driver) => [engine, driver] as const)),
)('storage API on %s with %s', (engine, driver) => {
  let t: TestDb
  let files: TestStore
  let deps: StorageApiDeps
  const cookies: Partial<Record<Role, string>> = {}

  beforeAll(async () => {
    t = await openTestDb(engine)
    files = await drivers[driver]()
    const id = testIdentity(t)
    deps = { db: t.db, store: files.store, maxBytes: MAX_BYTES, roleOf: sessionRole(id), t: getFixedT('es') }
    for (const role of ['admin', 'user'] as const) {
      const email = `${role}@example.com`
      await upsertUserWithPassword(id, { email, name: 'Ana', lastName: 'Ruiz', password: PASSWORD, role })
      const result = await signIn(id, siteRequest('/signin'), { email, password: PASSWORD, ip: '10.0.0.1' })
      if (!result.ok) throw new Error('sign-in failed')
      cookies[role] = cookiesFrom(result.headers)
    }
  })
  beforeEach(() => t.db.deleteFrom('media').execute())
  afterAll(async () => {
    await files.close()
    await t.close()
  })

  const objects = `${TEST_BASE_URL}/api/storage/v0/b/default/o`
  const headers = (role: Role | null, origin = TEST_BASE_URL) => {
    const h = new Headers({ Origin: origin, 'Accept-Language': 'es' })
    const cookie = role && cookies[role]
    if (cookie) h.set('Cookie', cookie)
    return h
  }

  const form = (bytes: Buffer, alt?: string) => {
    const body = new FormData()
    body.append('file', new Blob([new Uint8Array(bytes)]), 'blob')
    if (alt) body.append('alt', alt)
    return body
  }
  function upload(
    bytes: Buffer,
    name: string,
    options: { role?: Role | null; origin?: string; alt?: string } = {},
  ) {
    const request = new Request(`${objects}?${new URLSearchParams({ name })}`, {
      method: 'POST',
      headers: headers(options.role === undefined ? 'admin' : options.role, options.origin),
      body: form(bytes, options.alt),
    })
    return storageCall(deps, request, uploadObject(request, 'default'))
  }
  const objectCall = (
    method: 'GET' | 'DELETE',
    object: string,
    role: Role | null = 'admin',
    bucket = 'default',
  ) => {
    const request = new Request(`${objects}/${encodeURIComponent(object)}`, {
      method,
      headers: headers(role),
    })
    return storageCall(deps, request, (method === 'GET' ? getObject : deleteObject)(bucket, object))
  }
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error

  test('an upload is re-encoded to WebP with AVIF and smaller variants; metadata, download and delete', async () => {
    const response = await upload(await testImage(1200, 800), 'Rondo en el área.png', {
      alt: 'Rondo de cuatro',
    })
    expect(response.status).toBe(200)
    const meta = (await response.json()) as Record<string, unknown> & {
      name: string
      fullPath: string
      variants: { name: string; contentType: string; width: number; url: string }[]
    }
    expect(meta).toMatchObject({
      bucket: files.store.bucket,
      metageneration: '1',
      contentType: 'image/webp',
      width: 1200,
      height: 800,
      alt: 'Rondo de cuatro',
      cacheControl: 'public, max-age=31536000, immutable',
      contentDisposition: null,
      contentEncoding: null,
      contentLanguage: null,
      customMetadata: { originalName: 'Rondo en el área.png' },
    })
    expect(meta.name).toMatch(/^rondo-en-el-area-[0-9a-f]{10}\.webp$/)
    expect(meta.fullPath).toBe(`media/${meta.name}`)
    expect(meta.downloadUrl).toBe(`/media/${meta.name}`)
    for (const key of ['generation', 'size', 'timeCreated', 'updated', 'md5Hash', 'id'])
      expect(meta[key]).toBeTruthy()
    expect(meta.variants.map((v) => `${v.contentType} ${v.width}`).sort()).toEqual([
      'image/avif 1200',
      'image/avif 480',
      'image/avif 960',
      'image/webp 480',
      'image/webp 960',
    ])

    const file = await readMedia(t.db, meta.name, files.store)
    expect((await sharp(file?.bytes).metadata()).format).toBe('webp')
    const avif = meta.variants.find((v) => v.contentType === 'image/avif' && v.width === 480)
    const small = await readMedia(t.db, avif?.name ?? '', files.store)
    expect(small?.contentType).toBe('image/avif')
    expect((await sharp(small?.bytes).metadata()).width).toBe(480)

    const got = await objectCall('GET', meta.fullPath)
    expect(got.status).toBe(200)
    expect(await got.json()).toEqual(meta)
    expect((await objectCall('GET', meta.name)).status).toBe(200)

    expect((await objectCall('DELETE', meta.fullPath)).status).toBe(204)
    expect(await readMedia(t.db, meta.name, files.store)).toBeUndefined()
    expect(await files.store.get(`media/${avif?.name}`)).toBeUndefined()
    const gone = await objectCall('GET', meta.fullPath)
    expect(gone.status).toBe(404)
    expect(await errorOf(gone)).toEqual({
      code: 'storage/object-not-found',
      message: 'El archivo no existe.',
    })
    expect((await objectCall('DELETE', meta.fullPath)).status).toBe(404)
  })

  test('photos are turned upright and lose their metadata', async () => {
    const photo = await testImage(300, 200, 'jpeg', { orientation: 6 })
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const meta = (await (await upload(photo, 'movil.jpg')).json()) as {
      name: string
      width: number
      height: number
    }
    expect(meta).toMatchObject({ width: 200, height: 300 })
    const stored = await sharp((await readMedia(t.db, meta.name, files.store))?.bytes).metadata()
    expect(stored).toMatchObject({ width: 200, height: 300 })
    expect(stored.exif).toBeUndefined()
  })

  test('what is not an accepted image is refused by its content, whatever its name', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const cases = [
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'foto.jpg'],
      [Buffer.from('<script>alert(1)</script>'), 'foto.png'],
      [Buffer.from(svg), 'logo.svg'],
      [Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'plan.jpg'],
    ] as const
    for (const [bytes, name] of cases) {
      const response = await upload(bytes, name)
      expect(response.status, name).toBe(400)
      expect((await errorOf(response)).code).toBe('storage/invalid-format')
    }
    const truncated = (await testImage(200, 200, 'jpeg')).subarray(0, 300)
    expect((await upload(truncated, 'cortada.jpg')).status).toBe(400)
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual([])
  })

  test('a decompression bomb and an oversized file are refused', async () => {
    const bomb = await upload(await pixelBomb(), 'bomba.png')
    expect(bomb.status).toBe(400)
    expect(await errorOf(bomb)).toEqual({
      code: 'storage/invalid-format',
      message: 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles).',
    })
    const huge = Buffer.concat([await testImage(64, 64), Buffer.alloc(MAX_BYTES)])
    const tooLarge = await upload(huge, 'enorme.png')
    expect(tooLarge.status).toBe(413)
    expect(await errorOf(tooLarge)).toEqual({
      code: 'storage/server-file-wrong-size',
      message: 'El archivo supera el tamaño máximo de 2 MB.',
    })
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual([])
  })

  test('file names with a path or control characters are refused with a clear message', async () => {
    const image = await testImage(40, 40)
    const names = [
      '../../etc/passwd.png',
      'fotos/campo.png',
      '..\\..\\boot.png',
      '..',
      'foto\u0000.png',
      'foto\n.png',
      'foto\u202e.png',
      '',
    ]
    const messages = new Set<string>()
    for (const name of names) {
      const response = await upload(image, name)
      expect(response.status, JSON.stringify(name)).toBe(400)
      const error = await errorOf(response)
      expect(error.code).toBe('storage/invalid-argument')
      messages.add(error.message)
    }
    expect(messages).toContain('El nombre del archivo no puede contener rutas («/», «\\» o «..»).')
    expect(messages).toContain(
      'El nombre del archivo contiene caracteres de control. Cámbialo y vuelve a subirlo.',
    )
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual([])
  })

  test('visitors get 401, users and other sites 403, an unknown bucket 404', async () => {
    const image = await testImage(40, 40)
    const visitor = await upload(image, 'a.png', { role: null })
    expect(visitor.status).toBe(401)
    expect((await errorOf(visitor)).code).toBe('storage/unauthenticated')
    const user = await upload(image, 'a.png', { role: 'user' })
    expect(user.status).toBe(403)
    expect((await errorOf(user)).code).toBe('storage/unauthorized')
    const crossSite = await upload(image, 'a.png', { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual([])

    const meta = (await (await upload(image, 'a.png')).json()) as { fullPath: string }
    expect((await objectCall('GET', meta.fullPath, null)).status).toBe(401)
    expect((await objectCall('DELETE', meta.fullPath, 'user')).status).toBe(403)
    expect((await objectCall('GET', meta.fullPath, 'admin', 'other-bucket')).status).toBe(404)
    expect((await objectCall('GET', meta.fullPath, 'admin', files.store.bucket)).status).toBe(200)
  })

  test('an unreachable bucket answers storage/retry-limit-exceeded, 503 with Retry-After (the browser retries it)', async () => {
    const down = storageFrom(
      parseEnv({
        STORAGE_URL: 's3://coach-media',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    )
    const request = new Request(`${objects}?name=a.png`, {
      method: 'POST',
      headers: headers('admin'),
      body: form(await testImage(40, 40)),
    })
    const response = await storageCall({ ...deps, store: down }, request, uploadObject(request, 'default'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await errorOf(response)).toEqual({
      code: 'storage/retry-limit-exceeded',
      message:
        'El almacén de archivos no responde y el archivo no se ha guardado. Vuelve a intentarlo en unos minutos.',
    })
  })

  test('the object list searches by name and alt text', async () => {
    await upload(await testImage(40, 40), 'porteria.png', { alt: 'Portero en el área' })
    await upload(await testImage(50, 40), 'banda.png', { alt: 'Extremo' })
    const list = async (q: string) => {
      const request = new Request(`${objects}?${new URLSearchParams({ q })}`, { headers: headers('admin') })
      const body = (await (await storageCall(deps, request, listObjects(request, 'default'))).json()) as {
        items: { name: string }[]
      }
      return body.items.map((item) => item.name.replace(/-[0-9a-f]{10}\.webp$/, ''))
    }
    expect(await list('')).toEqual(['banda', 'porteria'])
    expect(await list('PORTERO')).toEqual(['porteria'])
    expect(await list('banda')).toEqual(['banda'])
    expect(await list('%')).toEqual([])
  })
})
