import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Parallel builds (one per test worker or developer) may each use their own folder.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
