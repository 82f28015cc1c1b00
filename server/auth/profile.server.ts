import { logger } from '../logger.server.ts'
import type { Role } from '../db/schema.server.ts'
import type { Identity } from './identity.server.ts'
import { toIsoDeep, type Json } from './iso-deep.server.ts'
import type { SessionUser } from './session.server.ts'

export interface Certificate {
  id: string
  courseTitle: string | null
  issuedAt: string
  verificationCode: string
  revokedAt: string | null
  data: Json
}

export interface PurchasedCourse {
  id: number
  slug: string
  title: string
  purchasedAt: string
}

/** The spec's app user: profile, purchased courses and certificates (dates as ISO strings). */
export interface AppUser {
  id: string
  name: string
  lastName: string | null
  email: string
  role: Role
  phone: string | null
  address: string | null
  locale: string | null
  purchasedCourses: PurchasedCourse[]
  certificates: Certificate[]
  isAuthenticated: true
}

/**
 * Loads the signed-in user's profile, then courses and certificates (spec section 4). A missing
 * profile falls back to role 'user' with the display name or 'Usuario'; a read failure is logged
 * and rethrown (the page shows its error state).
 */
export async function loadAppUser(id: Identity, user: SessionUser): Promise<AppUser> {
  try {
    const profile = await id.db
      .selectFrom('user')
      .select(['name', 'lastName', 'email', 'role', 'phone', 'address', 'locale'])
      .where('id', '=', user.id)
      .executeTakeFirst()
    if (!profile) {
      logger.error({ userId: user.id }, 'No se encontraron datos del usuario')
      return {
        id: user.id,
        email: user.email,
        name: user.name || 'Usuario',
        lastName: null,
        role: 'user',
        phone: null,
        address: null,
        locale: null,
        purchasedCourses: [],
        certificates: [],
        isAuthenticated: true,
      }
    }
    const [purchasedCourses, certificates] = await Promise.all([
      courses(id, user.id),
      certificatesOf(id, user.id),
    ])
    return {
      id: user.id,
      ...profile,
      role: profile.role === 'admin' ? 'admin' : 'user',
      purchasedCourses,
      certificates,
      isAuthenticated: true,
    }
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'Error al obtener datos del usuario')
    throw error
  }
}

function courses(id: Identity, userId: string) {
  return id.db
    .selectFrom('enrollment')
    .innerJoin('course', 'course.id', 'enrollment.courseId')
    .select(['course.id', 'course.slug', 'course.title', 'enrollment.purchasedAt'])
    .where('enrollment.userId', '=', userId)
    .orderBy('enrollment.purchasedAt', 'desc')
    .execute()
}

async function certificatesOf(id: Identity, userId: string): Promise<Certificate[]> {
  const rows = await id.db
    .selectFrom('certificate')
    .leftJoin('course', 'course.id', 'certificate.courseId')
    .select([
      'certificate.id',
      'certificate.issuedAt',
      'certificate.verificationCode',
      'certificate.revokedAt',
      'certificate.data',
      'course.title as courseTitle',
    ])
    .where('certificate.userId', '=', userId)
    .orderBy('certificate.issuedAt', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt,
    verificationCode: row.verificationCode,
    revokedAt: row.revokedAt,
    data: toIsoDeep(parseJson(row.data)),
  }))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}
