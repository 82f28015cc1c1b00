import { data } from 'react-router'

/** Any path no other route claims: the not-found page with a real 404 status. */
export function loader() {
  throw data(null, { status: 404 })
}

export function action() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
