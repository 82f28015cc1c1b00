import type { Config } from '@react-router/dev/config'

/** The bench's baseline: a bare React Router app (no data, no i18n, no middleware). */
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.BARE_BUILD_DIR ?? 'build',
} satisfies Config
