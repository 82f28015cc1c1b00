import { createAuth } from '#server/auth/auth.server.ts'
import { openConnection } from '#server/db/connection.server.ts'
import { createRateLimiter, memoryStore } from '#server/rate-limit/rate-limiter.server.ts'

interface Endpoint {
  path?: string
  options?: { method?: string | string[] }
}

export interface RegisteredEndpoint {
  method: string
  /** The path with its parameters filled in, ready to request. */
  path: string
  /** "METHOD /path" as better-auth declares it (the allow-list's key). */
  key: string
}

/**
 * Every method and path better-auth registers with the site's configuration (plugins included),
 * read from a throwaway instance on an in-memory database.
 */
export async function registeredAuthEndpoints(): Promise<RegisteredEndpoint[]> {
  const connection = openConnection('file::memory:')
  try {
    const auth = createAuth(connection, {
      baseURL: 'http://localhost:3000',
      secret: 'endpoint-listing-secret-0123456789abcdef',
      limiter: createRateLimiter(memoryStore()),
    })
    return Object.values(auth.api as Record<string, Endpoint>).flatMap(({ path, options }) => {
      if (!path) return []
      const declared = options?.method ?? 'GET'
      const methods = (Array.isArray(declared) ? declared : [declared]).flatMap((m) =>
        m === '*' ? ['GET', 'POST'] : [m],
      )
      return methods.map((method) => ({
        method,
        path: path.replace(/:[A-Za-z]+/g, 'x'),
        key: `${method} ${path}`,
      }))
    })
  } finally {
    await connection.close()
  }
}
