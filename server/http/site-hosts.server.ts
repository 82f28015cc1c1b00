import { env } from '../env.server.ts'
import { hostPolicy } from './allowed-hosts.server.ts'

/** This site's hosts, from BASE_URL, ALLOWED_HOSTS and PORT. */
export const siteHosts = hostPolicy({
  baseUrl: env().BASE_URL,
  allowedHosts: env().ALLOWED_HOSTS,
  port: env().PORT,
})
