import { describe, expect, test } from 'vitest'
import { parseEnv } from '../env.server.ts'
import { storageFrom } from './storage.server.ts'

describe('media configuration', () => {
  test('defaults: files on disk, 10 MB uploads', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ MEDIA_MAX_BYTES: 10 * 1024 * 1024, S3_FORCE_PATH_STYLE: false })
    expect(storageFrom(env).bucket).toBe('local')
  })

  test('STORAGE_URL=s3://bucket/prefix chooses the S3-compatible driver', () => {
    const env = parseEnv({
      STORAGE_URL: 's3://coach-media/site',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_MAX_BYTES: '5242880',
    })
    expect(env).toMatchObject({
      S3_FORCE_PATH_STYLE: true,
      MEDIA_MAX_BYTES: 5_242_880,
      S3_REGION: 'us-east-1',
    })
    expect(storageFrom(env).bucket).toBe('coach-media')
  })

  test('bad values are named; STORAGE=s3 without a bucket URL stops the start', () => {
    const attempt = () =>
      parseEnv({
        STORAGE_URL: 'https://coach-media',
        S3_FORCE_PATH_STYLE: 'yes',
        MEDIA_MAX_BYTES: 'ten',
        S3_ENDPOINT: 'minio',
      })
    expect(attempt).toThrowError(/STORAGE_URL: must be s3:\/\/bucket\/prefix/)
    expect(attempt).toThrowError(/S3_FORCE_PATH_STYLE: must be true or false/)
    expect(attempt).toThrowError(/MEDIA_MAX_BYTES: /)
    expect(attempt).toThrowError(/S3_ENDPOINT: must be an http\(s\) URL/)
    expect(() => storageFrom(parseEnv({ STORAGE: 's3' }))).toThrowError(/STORAGE=s3 needs STORAGE_URL/)
  })
})
