import { AnswerSchema } from './team-calendar.ts'

/**
 * The confirmation of a reminder mail's answer link (`/equipos/respuesta/:token`): the link holds the
 * event, the player and the answer; the page adds only the optional reason, checked as the site's
 * own answer form checks it.
 */
export const LinkAnswerSchema = AnswerSchema.pick({ reason: true })
