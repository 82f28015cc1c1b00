import { describe, expect, test } from 'vitest'
import { registeredAuthEndpoints } from '#tests/auth-endpoints.ts'
import { AUTH_API_ALLOWED, AUTH_API_BASE, authApiAnswer } from './api-gate.server.ts'

describe('the /api/auth gate', () => {
  test('every endpoint better-auth registers is closed unless it is on the allow-list', async () => {
    const endpoints = await registeredAuthEndpoints()
    // The admin plugin and the account endpoints are there: the list is the real one.
    expect(endpoints.map((e) => e.key)).toEqual(
      expect.arrayContaining([
        'POST /change-email',
        'POST /delete-user',
        'POST /admin/set-role',
        'GET /verify-email',
      ]),
    )
    expect(endpoints.length).toBeGreaterThan(40)
    for (const endpoint of endpoints) {
      const request = new Request(`http://localhost:3000${AUTH_API_BASE}${endpoint.path}?token=t`, {
        method: endpoint.method,
        headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
        body: endpoint.method === 'GET' || endpoint.method === 'HEAD' ? undefined : '{}',
      })
      const response = authApiAnswer(request)
      if (endpoint.key in AUTH_API_ALLOWED) expect(response.status, endpoint.key).not.toBe(404)
      else expect(response.status, endpoint.key).toBe(404)
    }
  })

  test('the allow-list holds only what old e-mail links need, and nothing there reaches better-auth', () => {
    expect(Object.keys(AUTH_API_ALLOWED)).toEqual(['GET /verify-email'])
    const response = authApiAnswer(
      new Request(
        'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=/.%2F%2Fevil.example/phish',
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/auth/verify-email?token=abc')
  })

  test('paths beside the API, odd methods and lookalike prefixes answer 404', () => {
    for (const [method, path] of [
      ['POST', '/api/auth/verify-email'],
      ['PUT', '/api/auth/verify-email'],
      ['GET', '/api/auth/verify-email/'],
      ['GET', '/api/auth'],
      ['GET', '/api/authx/verify-email'],
      ['GET', '/api/auth//verify-email'],
      ['GET', '/api/auth/VERIFY-EMAIL'],
    ])
      expect(
        authApiAnswer(new Request(`http://localhost:3000${path}`, { method })).status,
        `${method} ${path}`,
      ).toBe(404)
  })
})
