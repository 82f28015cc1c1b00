export interface PageInfo {
  page: number
  pageCount: number
  total: number
  perPage: number
}

/** `?page=` as a positive integer; anything else (missing, "abc", "-3", "1e9") is page 1. */
export function pageParam(url: string | URL, name = 'page'): number {
  const raw = new URL(url).searchParams.get(name) ?? ''
  if (!/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/** Pages for `total` rows; a page past the end becomes the last page (never an error). */
export function pageInfo(requested: number, total: number, perPage: number): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  return { page: Math.min(Math.max(1, requested), pageCount), pageCount, total, perPage }
}

export const offsetOf = ({ page, perPage }: Pick<PageInfo, 'page' | 'perPage'>) => (page - 1) * perPage
