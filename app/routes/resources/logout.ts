import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { signOut } from '#server/auth/sign-in.server.ts'
import { logger } from '#server/logger.server.ts'

/** Sign-out is a POST (a link on another site must not sign anyone out); GET just goes to /signin. */
export function loader() {
  return redirect('/signin')
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  try {
    const headers = await signOut(identity(), request)
    return redirect('/signin?logout=success', { headers })
  } catch (error) {
    logger.error({ err: error }, 'Hubo un error al intentar cerrar sesión. Por favor, intenta de nuevo.')
    return redirect('/signin?logout=error')
  }
}
