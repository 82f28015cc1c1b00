import { describe, expect, test } from 'vitest'
import { parseEnv } from '../env.server.ts'
import { hostPolicy } from './allowed-hosts.server.ts'

describe('hostPolicy: which hosts are answered and cached', () => {
  const production = hostPolicy({
    baseUrl: 'https://coach.example',
    allowedHosts: ['www.coach.example', '10.0.0.5:3001'],
    port: 3001,
  })

  test('with BASE_URL, only its host and ALLOWED_HOSTS are answered and cached, in any case', () => {
    for (const host of ['coach.example', 'COACH.example', 'www.coach.example', '10.0.0.5:3001']) {
      expect(production.answers(host), host).toBe(true)
      expect(production.caches(host), host).toBe(true)
    }
    for (const host of [
      undefined,
      '',
      'evil.example',
      'coach.example:8080',
      'coach.example.',
      'localhost:3001',
    ]) {
      expect(production.answers(host), String(host)).toBe(false)
      expect(production.caches(host), String(host)).toBe(false)
    }
  })

  test("BASE_URL's port is part of its host", () => {
    const local = hostPolicy({ baseUrl: 'http://127.0.0.1:4000/', allowedHosts: [], port: 4000 })
    expect(local.answers('127.0.0.1:4000')).toBe(true)
    expect(local.answers('127.0.0.1')).toBe(false)
    expect(local.answers('127.0.0.1:4001')).toBe(false)
  })

  test('without BASE_URL every host is answered, but only loopback names on our port are cached', () => {
    const development = hostPolicy({ baseUrl: undefined, allowedHosts: [], port: 3000 })
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost', 'LOCALHOST:3000'])
      expect(development.caches(host), host).toBe(true)
    for (const host of ['evil.example', '192.168.1.20:3000', 'localhost:3001', '127.0.0.1:1', undefined]) {
      expect(development.answers(host), String(host)).toBe(true)
      expect(development.caches(host), String(host)).toBe(false)
    }
  })

  test('ALLOWED_HOSTS alone limits the answered hosts too', () => {
    const listed = hostPolicy({ baseUrl: undefined, allowedHosts: ['coach.example'], port: 3000 })
    expect(listed.answers('coach.example')).toBe(true)
    expect(listed.answers('localhost:3000')).toBe(false)
  })
})

describe('ALLOWED_HOSTS', () => {
  test('is a comma-separated list of hosts with optional ports', () => {
    expect(parseEnv({}).ALLOWED_HOSTS).toEqual([])
    expect(parseEnv({ ALLOWED_HOSTS: ' coach.example, 10.0.0.5:3001 ,[::1]:8080' }).ALLOWED_HOSTS).toEqual([
      'coach.example',
      '10.0.0.5:3001',
      '[::1]:8080',
    ])
  })

  test('a value that is no host stops the start with a message naming the variable', () => {
    expect(() => parseEnv({ ALLOWED_HOSTS: 'coach.example,https://evil.example/' })).toThrowError(
      /ALLOWED_HOSTS.*must be host names/,
    )
  })
})
