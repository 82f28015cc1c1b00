import { z } from 'zod'
import { programmes } from './programmes.ts'
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from './search-values.ts'

/** `/buscar`'s GET form: an unknown type or programme is ignored, never an error. */
export const SearchFormSchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).optional().catch(undefined),
  type: z.enum(SEARCH_KINDS).optional().catch(undefined),
  programme: z.enum(programmes).optional().catch(undefined),
})

export type SearchForm = z.infer<typeof SearchFormSchema>
