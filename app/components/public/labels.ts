/**
 * Static translation keys for values that come from data (programme, category, kind), so every
 * key appears as a literal in the code.
 */
export type ProgrammeKey = 'infantil' | 'juvenil' | 'elite'

export const programmeLabel = {
  infantil: 'public:programmes.infantil',
  juvenil: 'public:programmes.juvenil',
  elite: 'public:programmes.elite',
} as const

export const categoryLabel: Record<string, string> = {
  tactica: 'public:categories.tactica',
  tecnica: 'public:categories.tecnica',
  fisica: 'public:categories.fisica',
  psicologia: 'public:categories.psicologia',
  reglamento: 'public:categories.reglamento',
  metodologia: 'public:categories.metodologia',
}

export const programmePath = { infantil: '/infantil', juvenil: '/juvenil', elite: '/elite' } as const

/**
 * Links of the top bar: the spec's seven in its order, with courses, drills and the blog among them
 * (a kept deviation, docs/decisions/011-kept-spec-deviations.md); `match` lists the paths that make
 * a link active.
 */
export const navLinks = [
  { to: '/', label: 'public:nav.home', match: ['/'], exact: true },
  { to: '/infantil', label: 'public:nav.infantil', match: ['/infantil'] },
  { to: '/juvenil', label: 'public:nav.juvenil', match: ['/juvenil'] },
  { to: '/elite', label: 'public:nav.elite', match: ['/elite'] },
  { to: '/cursos', label: 'public:nav.courses', match: ['/cursos'] },
  { to: '/ejercicios', label: 'public:nav.drills', match: ['/ejercicios'] },
  { to: '/conceptos', label: 'public:nav.concepts', match: ['/conceptos', '/concepts'] },
  { to: '/conceptos_basicos', label: 'public:nav.definitions', match: ['/conceptos_basicos'] },
  { to: '/blog', label: 'public:nav.blog', match: ['/blog', '/post'] },
  { to: '/contacto', label: 'public:nav.contact', match: ['/contacto'] },
] as const

export function isActivePath(pathname: string, link: (typeof navLinks)[number]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  if ('exact' in link) return path === '/'
  return link.match.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
