import type { Site } from '#app/site.ts'

/**
 * The coach's identity, one place for the whole site. Operators change it with environment
 * variables; the defaults are the demo coach.
 */
export function siteSettings(): Site {
  const e = process.env
  return {
    brand: e.SITE_BRAND || 'Metodologías Creativas',
    coachName: e.SITE_COACH_NAME || 'Álvaro Medina',
    email: e.SITE_EMAIL || 'contacto@metodologiascreativas.es',
    socialUrl: e.SITE_SOCIAL_URL || 'https://www.instagram.com/metodologiascreativas',
    description:
      e.SITE_DESCRIPTION ||
      'Entrenamiento de fútbol con metodología propia para niños, jóvenes y jugadores de élite: aprender jugando, decidir mejor y competir con cabeza.',
  }
}
