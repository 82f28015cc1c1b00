import fs from 'node:fs'
import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '#app/i18n/react.tsx'
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from 'react-router'
import { expect, test } from 'vitest'
import { RouteError } from './route-error.tsx'

const common = JSON.parse(fs.readFileSync('public/locales/es/common.json', 'utf8')) as Record<string, unknown>

/** Renders one request through a root (brand and request id) and a page whose loader fails. */
async function render(fail: () => never) {
  const i18n = i18next.createInstance()
  await i18n.init({ lng: 'es', resources: { es: { common } }, defaultNS: 'common' })
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { brand: 'Metodologías Creativas' }, requestId: 'req-7f3a' }),
      children: [{ path: 'pagina', loader: fail, ErrorBoundary: RouteError, Component: () => null }],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://localhost/pagina'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(
    <I18nProvider i18n={i18n}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </I18nProvider>,
  )
}

test('an unexpected error shows the brand in the title and the request id to quote', async () => {
  const html = await render(() => {
    throw new Error('database unreachable')
  })
  expect(html).toContain('<title>Algo ha salido mal | Metodologías Creativas</title>')
  expect(html).toContain('Referencia del error: req-7f3a.')
})

test('a known refusal (404) shows its own text and no reference', async () => {
  const html = await render(() => {
    throw data(null, { status: 404 })
  })
  expect(html).toContain('<title>Página no encontrada | Metodologías Creativas</title>')
  expect(html).not.toContain('Referencia del error')
})
