import type { Route } from './+types/auth-api'
import { authApiAnswer } from '#server/auth/api-gate.server.ts'

/** /api/auth/*: closed except for the allow-list in server/auth/api-gate.server.ts. */
export const loader = ({ request }: Route.LoaderArgs) => authApiAnswer(request)
export const action = ({ request }: Route.ActionArgs) => authApiAnswer(request)
