/** What the main layout's loader sends: only what the header and sidebar show. */
export type Role = 'admin' | 'user'

export interface LayoutUser {
  name: string
  lastName: string
  email: string
  role: Role
}

/** Counts shown beside navigation entries, by path (the unread contact messages for admins). */
export type NavBadges = Partial<Record<string, number>>
