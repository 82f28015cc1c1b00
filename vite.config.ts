import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompressAssets } from './scripts/precompress-plugin.ts'
import { serviceWorker } from './scripts/service-worker-plugin.ts'

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts from our HTTP app, so the routes and the server share one module graph.
  build: isSsrBuild ? { rollupOptions: { input: './server/http/app.server.ts' } } : undefined,
  plugins: [tailwindcss(), reactRouter(), precompressAssets(), serviceWorker()],
  // Pre-bundled up front so a late discovery in dev cannot load a second copy of React.
  optimizeDeps: {
    include: [
      '@conform-to/react',
      '@conform-to/zod/v4',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-dialog',
    ],
  },
}))
