import type { Route } from './+types/orders-export'
import { orderFilterFrom } from '#app/schemas/orders.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { csvDocument } from '#server/csv.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { allOrders, orderCsvRows } from '#server/payments/order-list.server.ts'

/** The orders screen's filtered view as CSV, for the coach only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const filter = orderFilterFrom(new URL(request.url).searchParams)
  const rows = orderCsvRows(await allOrders(db, filter), getFixedT(request))
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csvDocument(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="pedidos-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
