import pino from 'pino'
import { env } from './env.server.ts'

/** JSON lines on stdout; every request log carries its request id (see http/request-log.server.ts). */
export const logger = pino({
  level: process.env.NODE_ENV === 'test' ? (process.env.LOG_LEVEL ?? 'silent') : env().LOG_LEVEL,
  base: { service: 'coach-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
})

export type Logger = typeof logger
