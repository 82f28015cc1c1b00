import { ACCOUNT_ACTIONS } from './matrix-account.ts'
import { ADMIN_ACTIONS } from './matrix-admin.ts'
import { BOOKING_ACTIONS } from './matrix-bookings.ts'
import { COURSE_ADMIN_ACTIONS } from './matrix-courses.ts'
import { EVENT_ACTIONS } from './matrix-events.ts'
import { NEWSLETTER_ACTIONS } from './matrix-newsletter.ts'
import { PLAYER_ACTIONS } from './matrix-players.ts'
import { PUBLIC_ACTIONS } from './matrix-public.ts'
import { TEAM_ACTIONS } from './matrix-teams.ts'
import type { MatrixEntry } from './entry.ts'

export type { ActionForm, MatrixEntry, Who } from './entry.ts'

/**
 * THE action matrix: one entry per route of app/routes.ts that exports an action, keyed like ACCESS
 * of tests/e2e/route-table.ts (the route's id, else its module file). Adding a route with an action
 * means adding its entry to the file of its area (matrix-public, matrix-admin, matrix-courses,
 * matrix-account, matrix-bookings): who may act, its address, and one form per intent with the route's
 * matrix-account, matrix-events): who may act, its address, and one form per intent with the route's
 * real fields and valid values (checked against the route's schema by `valid`). The forms run in
 * order, each first as every role that may not act (refused, database unchanged), then as the one
 * that may (it must take effect), so a form that deletes comes after those that need its record.
 *
 * who:
 * - everyone: public, identity and resource routes; any sender, never a server error.
 * - signed-in: `user` acts; a visitor goes to sign in, a locked session to the lock screen.
 * - admin: `admin` acts; visitor → sign in, user/learner/owner → `/`, locked → lock screen.
 * - admin-json: `admin` acts; visitor and locked → 401, user/learner/owner → 403 (JSON).
 * - learner: the enrolled `learner` acts; visitor → sign in, locked → lock screen, the others 403.
 * - owner: the session's `owner` acts; visitor → sign in, locked → lock screen, the others 404.
 * - coach-owner: `admin` acts on a session of their own; visitor → sign in, locked → lock screen,
 *   the others 404 (a form's `who`: only the coach sets who may see a shared session).
 */
export const ACTION_MATRIX: Record<string, MatrixEntry> = {
  ...PUBLIC_ACTIONS,
  ...ADMIN_ACTIONS,
  ...COURSE_ADMIN_ACTIONS,
  ...ACCOUNT_ACTIONS,
  ...BOOKING_ACTIONS,
  ...EVENT_ACTIONS,
  ...NEWSLETTER_ACTIONS,
  ...TEAM_ACTIONS,
  ...PLAYER_ACTIONS,
}
