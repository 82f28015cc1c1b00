/**
 * Translation namespaces, one JSON file each under public/locales/{lng}/. A route module lists the
 * ones it needs in `handle.i18n`; the root always has `common` and `validation`.
 * `email` and `programmes` (the programme pages' texts, translated in their loaders) are rendered
 * on the server only.
 */
export const namespaces = [
  'common',
  'validation',
  'public',
  'auth',
  'account',
  'admin',
  'email',
  'editor',
  'media',
  'inbox',
  'audit',
  'pitch',
  'programmes',
  'drills',
  'courses',
  'certificates',
  'support',
  'people',
  'sessions',
  'curriculum',
  'twofactor',
  'passkeys',
  'privacy',
  'payments',
  'memberships',
  'orders',
  'comments',
  'assignments',
  'bookings',
  'events',
  'dashboard',
  'search',
  'newsletter',
  'teams',
  'playerReports',
  'teamCalendar',
  'teamAnswers',
  'playerProfile',
] as const
export type Namespace = (typeof namespaces)[number]

export const rootNamespaces: Namespace[] = ['common', 'validation']

export const isNamespace = (value: string): value is Namespace =>
  (namespaces as readonly string[]).includes(value)

export interface I18nHandle<Data = never> {
  i18n?: Namespace[]
  /**
   * Namespaces only some answers of the route need, from its loader's data (the memberships' plans
   * on a wall): a page without the wall neither preloads nor downloads them.
   */
  i18nWhen?: (data: Data) => Namespace[]
}

/** What a route match offers the namespace list: its handle and, once loaded, its loader's data. */
export interface NamespaceSource {
  handle?: unknown
  loaderData?: unknown
}

/** Collects the namespaces the matched routes declared, root ones first. */
export function namespacesOf(matches: NamespaceSource[]): Namespace[] {
  const found = new Set<Namespace>(rootNamespaces)
  for (const { handle, loaderData } of matches) {
    const { i18n, i18nWhen } = (handle ?? {}) as I18nHandle<unknown>
    const lists = [i18n, loaderData !== undefined && i18nWhen ? i18nWhen(loaderData) : undefined]
    for (const list of lists)
      if (Array.isArray(list)) for (const ns of list) if (isNamespace(ns)) found.add(ns)
  }
  return [...found]
}
