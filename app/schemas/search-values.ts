/** The site search's values, without Zod: the top bar imports them on every page (decision 044). */
export const SEARCH_KINDS = ['post', 'concept', 'definition', 'drill', 'course', 'event'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_QUERY_MAX = 100
