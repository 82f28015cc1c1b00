import type { Role } from '#app/layouts/main/types.ts'

/**
 * Entries of the private area's navigation. Posts and Concepts are admin-only (SPEC.md section 2);
 * the account page is for everybody signed in. The admin issue adds "Messages" here.
 */
export const navItems = [
  { to: '/admin', label: 'common:sidebar.dashboard', icon: 'dashboard', roles: ['admin'] },
  { to: '/admin/posts', label: 'common:sidebar.posts', icon: 'posts', roles: ['admin'] },
  { to: '/admin/concepts', label: 'common:sidebar.concepts', icon: 'concepts', roles: ['admin'] },
  { to: '/admin/drills', label: 'common:sidebar.drills', icon: 'drills', roles: ['admin'] },
  { to: '/admin/events', label: 'common:sidebar.events', icon: 'events', roles: ['admin'] },
  { to: '/admin/teams', label: 'common:sidebar.teams', icon: 'users', roles: ['admin'] },
  { to: '/admin/curriculum', label: 'common:sidebar.curriculum', icon: 'curriculum', roles: ['admin'] },
  { to: '/admin/courses', label: 'common:sidebar.courses', icon: 'courses', roles: ['admin'] },
  { to: '/admin/assignments', label: 'common:sidebar.assignments', icon: 'assignments', roles: ['admin'] },
  { to: '/admin/memberships', label: 'common:sidebar.memberships', icon: 'memberships', roles: ['admin'] },
  { to: '/admin/agenda', label: 'common:sidebar.agenda', icon: 'sessions', roles: ['admin'] },
  { to: '/admin/availability', label: 'common:sidebar.availability', icon: 'curriculum', roles: ['admin'] },
  { to: '/admin/media', label: 'common:sidebar.media', icon: 'media', roles: ['admin'] },
  { to: '/admin/messages', label: 'common:sidebar.messages', icon: 'messages', roles: ['admin'] },
  { to: '/admin/newsletter', label: 'common:sidebar.newsletter', icon: 'messages', roles: ['admin'] },
  { to: '/admin/users', label: 'common:sidebar.users', icon: 'users', roles: ['admin'] },
  { to: '/admin/orders', label: 'common:sidebar.orders', icon: 'orders', roles: ['admin'] },
  { to: '/admin/support', label: 'common:sidebar.support', icon: 'support', roles: ['admin'] },
  { to: '/admin/comments', label: 'common:sidebar.comments', icon: 'comments', roles: ['admin'] },
  { to: '/admin/redirects', label: 'common:sidebar.redirects', icon: 'redirects', roles: ['admin'] },
  { to: '/admin/audit', label: 'common:sidebar.audit', icon: 'audit', roles: ['admin'] },
  { to: '/account/courses', label: 'common:sidebar.myCourses', icon: 'myCourses', roles: ['admin', 'user'] },
  { to: '/account/bookings', label: 'common:sidebar.bookings', icon: 'myCourses', roles: ['admin', 'user'] },
  { to: '/account/sessions', label: 'common:sidebar.sessions', icon: 'sessions', roles: ['admin', 'user'] },
  { to: '/account/events', label: 'common:sidebar.myEvents', icon: 'myEvents', roles: ['admin', 'user'] },
  { to: '/account/players', label: 'common:sidebar.myPlayers', icon: 'users', roles: ['admin', 'user'] },
  { to: '/account-settings', label: 'common:sidebar.account', icon: 'account', roles: ['admin', 'user'] },
  { to: '/account/support', label: 'common:sidebar.support', icon: 'support', roles: ['user'] },
] as const satisfies readonly { to: string; label: string; icon: string; roles: readonly Role[] }[]

export type NavItem = (typeof navItems)[number]

export const itemsFor = (role: Role) =>
  navItems.filter((item) => (item.roles as readonly Role[]).includes(role))
