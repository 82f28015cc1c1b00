import { slugify } from '#app/schemas/slug.ts'

/** A tag's archive: "preparación física" → /blog/etiqueta/preparacion-fisica. Browser-safe. */
export const tagSlug = (tag: string) => slugify(tag)
export const tagPath = (tag: string) => `/blog/etiqueta/${tagSlug(tag)}`
