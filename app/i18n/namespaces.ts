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
] as const
export type Namespace = (typeof namespaces)[number]

export const rootNamespaces: Namespace[] = ['common', 'validation']

export const isNamespace = (value: string): value is Namespace =>
  (namespaces as readonly string[]).includes(value)

export interface I18nHandle {
  i18n?: Namespace[]
}

/** Collects the namespaces the matched routes declared, root ones first. */
export function namespacesOf(handles: unknown[]): Namespace[] {
  const found = new Set<Namespace>(rootNamespaces)
  for (const handle of handles) {
    const list = (handle as I18nHandle | undefined)?.i18n
    if (Array.isArray(list)) for (const ns of list) if (isNamespace(ns)) found.add(ns)
  }
  return [...found]
}
