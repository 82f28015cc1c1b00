import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

export const orderStatuses = ['paid', 'refunded', 'pending', 'failed', 'expired'] as const
export type OrderStatus = (typeof orderStatuses)[number]
export const orderKinds = ['course', 'membership', 'event', 'booking'] as const

/** Labels by status and kind; static keys (the i18n check reads them). */
export const ORDER_STATUS_LABEL = {
  pending: 'orders:status.pending',
  paid: 'orders:status.paid',
  refunded: 'orders:status.refunded',
  failed: 'orders:status.failed',
  expired: 'orders:status.expired',
} as const
export const ORDER_KIND_LABEL = {
  course: 'orders:kind.course',
  membership: 'orders:kind.membership',
  event: 'orders:kind.event',
  booking: 'orders:kind.booking',
} as const

const day = z.iso.date()

/** The orders screen's filters, read from the URL (list, CSV and totals alike); a bad value is ignored. */
export const OrderFilterSchema = z.object({
  q: plainString().trim().max(254).optional().catch(undefined),
  status: z.enum(orderStatuses).optional().catch(undefined),
  kind: z.enum(orderKinds).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
})
export type OrderFilter = z.infer<typeof OrderFilterSchema>

export const orderFilterFrom = (params: URLSearchParams): OrderFilter =>
  OrderFilterSchema.parse({
    q: params.get('q') || undefined,
    status: params.get('status') || undefined,
    kind: params.get('kind') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  })

/** The filters as they stand in the address of the list or of its CSV export. */
export function ordersQuery(filter: OrderFilter, page = 1) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The coach refunds one order, by its number. */
export const RefundSchema = z.object({
  intent: z.literal('refund'),
  number: z.string().regex(/^MC-\d{4}-\d{6,}$/, 'orders:refund.notFound'),
})
