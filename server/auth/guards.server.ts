import { redirect } from 'react-router'
import type { Role } from '#server/db/schema.server.ts'

export type { Role }

/** Until identity lands every private route is closed: nobody is signed in. */
export async function requireUser(request: Request): Promise<{ id: string; role: Role | null }> {
  const { pathname, search } = new URL(request.url)
  throw redirect(`/signin?${new URLSearchParams({ redirectTo: pathname + search })}`)
}

export async function requireRole(request: Request, ...allowed: Role[]) {
  const user = await requireUser(request)
  if (!allowed.some((role) => role === user.role)) throw redirect('/')
  return user
}

/** Sign-in follows redirectTo only to a local path ("//x" and "/\x" are other hosts). */
export const safeRedirectTo = (to: unknown, fallback: string) =>
  typeof to === 'string' && /^\/(?![/\\])/.test(to) ? to : fallback
