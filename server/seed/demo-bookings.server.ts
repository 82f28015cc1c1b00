import type { Db } from '../db/connection.server.ts'

/**
 * Demo one-to-one sessions: two kinds (a free first talk and a paid technique session, paid on
 * site) and a week of hours in the site's time zone, so a first start shows bookable slots.
 */
export async function seedDemoBookings(db: Db) {
  await db
    .insertInto('booking_kind')
    .values([
      {
        slug: 'sesion-individual-de-tecnica',
        name: 'Sesión individual de técnica',
        description: 'Una hora de trabajo técnico a tu medida: control, pase, conducción y finalización.',
        durationMinutes: 60,
        priceCents: 4000,
        bufferMinutes: 15,
        horizonDays: 30,
        noticeHours: 24,
        changeHours: 24,
        position: 1,
      },
      {
        slug: 'primera-charla',
        name: 'Primera charla con el entrenador',
        description:
          'Treinta minutos para conocernos, hablar de tus objetivos y ver qué programa te conviene.',
        durationMinutes: 30,
        priceCents: null,
        bufferMinutes: 0,
        horizonDays: 21,
        noticeHours: 12,
        changeHours: 12,
        position: 2,
      },
    ])
    .execute()
  const weekdays = [1, 2, 3, 4, 5]
  await db
    .insertInto('availability_rule')
    .values([
      ...weekdays.map((weekday) => ({ weekday, startTime: '17:00', endTime: '20:30' })),
      { weekday: 6, startTime: '09:30', endTime: '13:30' },
    ])
    .execute()
}
