import { data } from 'react-router'
import type { Route } from './+types/not-found'

/**
 * Any path no other route claims: the not-found page with a real 404 status. Requests refused
 * before routing (bad URL, Host, method or body) are sent here too, so their 4xx page is drawn
 * inside the public layout with the site's name, like every other page.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw data(null, { status: context.refusal ?? 404 })
}

export function action({ context }: Route.ActionArgs) {
  throw data(null, { status: context.refusal ?? 404 })
}

export default function NotFound() {
  return null
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
