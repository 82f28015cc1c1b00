export const MAX_SLUG_LENGTH = 80

/** Lower case, accents folded ("Presión tras pérdida" → "presion tras perdida"). Browser-safe. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '') // á → a, ñ → n, ü → u: drop the combining marks NFD split off
    .toLowerCase()
}

/** URL slug from a title or term: "¿Qué es el rondo?" → "que-es-el-rondo". Never empty. */
export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
  return slug || 'entrada'
}
