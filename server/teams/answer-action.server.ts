import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { AnswerSchema, answerFormKey } from '#app/schemas/team-calendar.ts'
import type { Db } from '../db/connection.server.ts'
import { answerEvent } from './calendar.server.ts'

/**
 * A guardian's (or the player's own) answer to a team event, from any page that shows the
 * EventAnswerForm (/account/players, /account/players/:id): a mendable problem comes back under
 * the form it names, someone else's player or event is a 404, a done answer goes to `doneTo`.
 */
export async function answerFromForm(
  db: Db,
  formData: FormData,
  { user, ip, doneTo }: { user: { id: string; email: string }; ip: string | undefined; doneTo: string },
) {
  const submission = parseWithZod(formData, { schema: AnswerSchema })
  if (submission.status !== 'success')
    return data(
      {
        form: answerFormKey({ eventId: formData.get('eventId'), playerId: formData.get('playerId') }),
        result: submission.reply(),
      },
      { status: 400 },
    )
  const answered = await answerEvent(db, { ...submission.value, user, ip })
  if (answered === 'notFound') throw data(null, { status: 404 })
  if (answered === 'closed')
    return data(
      {
        form: answerFormKey(submission.value),
        result: submission.reply({ formErrors: ['teamCalendar:account.closed'] }),
      },
      { status: 409 },
    )
  return redirect(doneTo)
}
