import type { AttendanceStatusValue, TeamAnswerValue, TeamEventKind } from '#app/schemas/team-calendar.ts'

/** Static keys for the calendar's values (the i18n check reads literals, not built keys). */
export const KIND_LABEL = {
  training: 'teamCalendar:kinds.training',
  match: 'teamCalendar:kinds.match',
} as const satisfies Record<TeamEventKind, string>

export const ANSWER_LABEL = {
  available: 'teamCalendar:answers.available',
  unavailable: 'teamCalendar:answers.unavailable',
  maybe: 'teamCalendar:answers.maybe',
} as const satisfies Record<TeamAnswerValue, string>

export const STATUS_LABEL = {
  present: 'teamCalendar:statuses.present',
  late: 'teamCalendar:statuses.late',
  absent: 'teamCalendar:statuses.absent',
  excused: 'teamCalendar:statuses.excused',
} as const satisfies Record<AttendanceStatusValue, string>
