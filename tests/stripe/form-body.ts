/**
 * Stripe's API takes form-encoded bodies with bracketed keys, as its SDK sends them:
 * `line_items[0][price_data][unit_amount]=4500&metadata[orderNumber]=MC-…`. This reads them back
 * into nested objects (an index makes an array).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Record<string, FormValue> | FormValue[] = root
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      const container = node as Record<string, FormValue>
      if (last) {
        container[part] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '')
      container[part] ??= nextIsIndex ? [] : {}
      node = container[part] as Record<string, FormValue>
    })
  }
  return root
}
