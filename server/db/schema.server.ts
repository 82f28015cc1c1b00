import type { ColumnType, Generated } from 'kysely'
import type { SessionPhase } from '#app/schemas/sessions.ts'
import type { PlayPhase } from '#app/schemas/curriculum.ts'

/**
 * Table types. Conventions (docs/decisions/002-data-layer.md): table names snake_case, column names
 * camelCase (better-auth's own naming), timestamps travel as ISO 8601 strings on both engines,
 * rich text is stored as serialised TipTap JSON text.
 */
type Timestamp = ColumnType<string, string, string>
type CreatedAt = ColumnType<string, string | undefined, never>
type UpdatedAt = ColumnType<string, string | undefined, string>
/** SQLite stores booleans as 0/1, PostgreSQL as boolean; read with `Boolean(value)`. */
type Flag = ColumnType<boolean | number, boolean, boolean>

export type Role = 'admin' | 'user'
export type Programme = 'infantil' | 'juvenil' | 'elite'
export type PublicationStatus = 'draft' | 'scheduled' | 'published'
export type ConceptKind = 'concepto' | 'definicion'

export interface UserTable {
  id: string
  name: string
  lastName: string | null
  email: string
  emailVerified: Flag
  image: string | null
  role: Role | null
  banned: Flag | null
  banReason: string | null
  banExpires: Timestamp | null
  phone: string | null
  address: string | null
  locale: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface SessionTable {
  id: string
  userId: string
  token: string
  expiresAt: Timestamp
  ipAddress: string | null
  userAgent: string | null
  impersonatedBy: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface AccountTable {
  id: string
  userId: string
  accountId: string
  providerId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: Timestamp | null
  refreshTokenExpiresAt: Timestamp | null
  scope: string | null
  password: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface VerificationTable {
  id: string
  identifier: string
  value: string
  expiresAt: Timestamp
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface PostTable {
  id: Generated<number>
  slug: string
  title: string
  excerpt: string
  coverMediaId: number | null
  content: string
  contentHtml: string
  programme: Programme | null
  tags: string
  status: PublicationStatus
  publishedAt: Timestamp | null
  authorId: string | null
  seoTitle: string | null
  seoDescription: string | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface ConceptTable {
  id: Generated<number>
  slug: string
  term: string
  summary: string
  body: string
  bodyHtml: string
  kind: ConceptKind
  category: string
  programme: Programme | null
  mediaId: number | null
  status: PublicationStatus
  position: number
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export type SupportStatus = 'open' | 'answered' | 'closed'

export interface SupportRequestTable {
  id: Generated<number>
  userId: string
  courseId: number | null
  subject: string
  message: string
  status: ColumnType<SupportStatus, SupportStatus | undefined, SupportStatus>
  answer: string | null
  answeredAt: Timestamp | null
  createdAt: ColumnType<string, string | undefined, string>
  updatedAt: ColumnType<string, string | undefined, string>
}

export interface Database {
  user: UserTable
  session: SessionTable
  account: AccountTable
  verification: VerificationTable
  post: PostTable
  concept: ConceptTable
}

// ── Public site (issue 3): contact messages and media ──────────────────────────────────────────

export type ContactStatus = 'new' | 'read' | 'archived'
/** 'pending' until the coach's e-mail is sent; 'failed' keeps the message for a retry. */
export type DeliveryStatus = 'pending' | 'sent' | 'failed'

export interface ContactMessageTable {
  id: Generated<number>
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  locale: string
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>
  consentAt: Timestamp
  deliveryStatus: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>
  deliveryAttempts: ColumnType<number, number | undefined, number>
  deliveryError: string | null
  deliveredAt: Timestamp | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface MediaTable {
  id: Generated<number>
  bucket: string
  fullPath: string
  name: string
  size: number
  contentType: string
  md5Hash: string
  generation: string
  metageneration: ColumnType<string, string | undefined, string>
  cacheControl: string | null
  contentDisposition: string | null
  contentEncoding: string | null
  contentLanguage: string | null
  /** JSON object of string values. */
  customMetadata: ColumnType<string, string | undefined, string>
  width: number | null
  height: number | null
  alt: ColumnType<string, string | undefined, string>
  /** JSON array of { name, contentType, width, height }. */
  variants: ColumnType<string, string | undefined, string>
  timeCreated: CreatedAt
  updated: UpdatedAt
}

// Declaration merging: each area appends its tables without editing the interface above.
export interface Database {
  contact_message: ContactMessageTable
  support_request: SupportRequestTable
  media: MediaTable
}

// ── Identity (issue 4): lock screen, throttling, courses and certificates ─────────────────────

export interface SessionTable {
  /** Set while the lock screen is up: the session stays, the private area is closed. */
  lockedAt: Timestamp | null
  /** Last request or heartbeat from the private area; idle longer than ADMIN_IDLE_LOCK_MINUTES locks. */
  lastActivityAt: Timestamp | null
  /** Wrong passwords on the lock screen since the session was locked; the fifth ends the session. */
  unlockFailures: Generated<number>
}

/** better-auth's rate limiter (storage: 'database'); lastRequest is epoch milliseconds. */
export interface RateLimitTable {
  id: string
  key: string
  count: number
  lastRequest: ColumnType<number | string | bigint, number, number>
}

/** Our sign-in/unlock/reset throttle: failures counted per key ("signin:ip:…", "signin:account:…"). */
export interface AuthThrottleTable {
  key: string
  count: number
  windowStart: Timestamp
}

export interface CourseTable {
  id: Generated<number>
  slug: string
  title: string
  description: ColumnType<string, string | undefined, string>
  createdAt: CreatedAt
}

export interface EnrollmentTable {
  id: Generated<number>
  userId: string
  courseId: number
  purchasedAt: CreatedAt
}

export interface CertificateTable {
  id: string
  /** null once the account was deleted: the certificate stays verifiable (migration 0173). */
  userId: string | null
  courseId: number | null
  issuedAt: Timestamp
  verificationCode: string
  /** JSON object with arbitrary fields (the spec's certificate documents). */
  data: ColumnType<string, string | undefined, string>
  revokedAt: Timestamp | null
  revokedReason: string | null
}

export interface Database {
  rate_limit: RateLimitTable
  auth_throttle: AuthThrottleTable
  course: CourseTable
  enrollment: EnrollmentTable
  certificate: CertificateTable
}

// ── Identity hardening (issue 18): e-mail changes with a cancel link for the old address ───────

export interface EmailChangeTable {
  id: string
  userId: string
  oldEmail: string
  newEmail: string
  /** SHA-256 (hex) of the token in the link sent to the new address. */
  confirmTokenHash: string
  /** SHA-256 (hex) of the token in the link sent to the old address. */
  cancelTokenHash: string
  createdAt: Timestamp
  confirmBefore: Timestamp
  confirmedAt: Timestamp | null
  cancelledAt: Timestamp | null
}

export interface Database {
  email_change: EmailChangeTable
}

// ── The coach's workshop (issue 13): versions, admin search and post revisions ─────────────────

export interface PostTable {
  /** Raised by every save; a save carrying an older version is a conflict. */
  version: ColumnType<number, number | undefined, number>
  /** Title, excerpt and body folded (lower case, no accents) for the admin search. */
  searchText: ColumnType<string, string | undefined, string>
}

export interface ConceptTable {
  version: ColumnType<number, number | undefined, number>
  searchText: ColumnType<string, string | undefined, string>
}

export interface PostRevisionTable {
  id: Generated<number>
  postId: number
  version: number
  title: string
  status: PublicationStatus
  /** JSON of the post's editable fields at that version. */
  snapshot: string
  authorId: string | null
  createdAt: CreatedAt
}

export interface Database {
  post_revision: PostRevisionTable
}

// ── Audit log (issue 14): who did what, when, from where ─────────────────────────────────────

export interface AuditEventTable {
  id: Generated<number>
  at: CreatedAt
  userId: string | null
  /** The user's e-mail when it happened (the account may change address or be deleted later). */
  userEmail: string | null
  /** A name from AUDIT_ACTIONS (app/schemas/audit.ts), e.g. "auth.signIn", "post.publish". */
  action: string
  targetType: string | null
  targetId: string | null
  /** Small JSON object; never passwords, tokens or message bodies. */
  detail: string | null
  ip: string | null
}

export interface Database {
  audit_event: AuditEventTable
}

// ── Courses (issue 16): catalogue, sections and lessons, progress, access ──────────────────────

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced'
export type CourseStatus = 'draft' | 'published'
export type UnlockRule = 'none' | 'date' | 'days' | 'previous'
/** How a learner got a course: 'payment' is a paid order confirmed by Stripe's signed webhook. */
export type AccessSource = 'request' | 'code' | 'admin' | 'payment'
export type AccessRequestStatus = 'pending' | 'approved' | 'refused'

/** Catalogue columns added to `course` (the summary is the original `description` column). */
export interface CourseTable {
  programme: Programme | null
  level: ColumnType<CourseLevel, CourseLevel | undefined, CourseLevel>
  priceText: ColumnType<string, string | undefined, string>
  status: ColumnType<CourseStatus, CourseStatus | undefined, CourseStatus>
  coverMediaId: number | null
  updatedAt: UpdatedAt
  version: ColumnType<number, number | undefined, number>
  /** The price with tax in the currency's smallest unit (STRIPE_CURRENCY); null: not for sale. */
  priceCents: ColumnType<number | null, number | null | undefined, number | null>
}

export interface CourseSectionTable {
  id: Generated<number>
  courseId: number
  title: string
  position: number
}

export interface CourseLessonTable {
  id: Generated<number>
  courseId: number
  sectionId: number
  slug: string
  title: string
  position: number
  body: ColumnType<string, string | undefined, string>
  bodyHtml: ColumnType<string, string | undefined, string>
  /** A YouTube address; an uploaded video is `videoMediaId` instead. */
  videoUrl: string | null
  videoMediaId: number | null
  /** JSON array of media ids offered as downloads. */
  files: ColumnType<string, string | undefined, string>
  durationMinutes: ColumnType<number, number | undefined, number>
  unlockRule: ColumnType<UnlockRule, UnlockRule | undefined, UnlockRule>
  unlockAt: Timestamp | null
  unlockDays: number | null
  updatedAt: UpdatedAt
  version: ColumnType<number, number | undefined, number>
}

export interface EnrollmentTable {
  source: ColumnType<AccessSource, AccessSource | undefined, AccessSource>
  /** The lesson the learner opened last: "continue where you left off". */
  lastLessonId: number | null
}

export interface LessonProgressTable {
  userId: string
  lessonId: number
  completedAt: CreatedAt
}

export interface CourseAccessRequestTable {
  id: Generated<number>
  userId: string
  courseId: number
  status: ColumnType<AccessRequestStatus, AccessRequestStatus | undefined, AccessRequestStatus>
  createdAt: CreatedAt
  decidedAt: Timestamp | null
}

export interface CourseAccessCodeTable {
  id: Generated<number>
  courseId: number
  codeHash: string
  hint: string
  maxUses: number
  uses: ColumnType<number, number | undefined, number>
  expiresAt: Timestamp | null
  createdAt: CreatedAt
  /** 100: the code enrols without payment; less: that much off the price at Stripe Checkout. */
  discountPercent: ColumnType<number, number | undefined, number>
}

export interface CourseCodeRedemptionTable {
  codeId: number
  userId: string
  redeemedAt: CreatedAt
}

/** 'video' plays in the lesson; 'download' is offered as a file to save. */
export type LessonFileKind = 'video' | 'download'

export interface LessonFileTable {
  id: Generated<number>
  lessonId: number
  kind: LessonFileKind
  /** The name the coach's file had, cleaned; offered as the download's name. */
  name: string
  /** Random: where the bytes are in the storage (`lessons/…`). */
  storageKey: string
  contentType: string
  size: number
  createdAt: CreatedAt
}

export interface LessonQuizTable {
  lessonId: number
  /** The score, in percent, that passes. */
  passMark: ColumnType<number, number | undefined, number>
  /** null: as many attempts as the learner needs. */
  maxAttempts: number | null
  /** Passing is needed to mark the lesson done (and so to open the next one and finish the course). */
  required: Flag
  /** JSON array of questions (app/schemas/quiz.ts). */
  questions: ColumnType<string, string | undefined, string>
  updatedAt: UpdatedAt
}

export interface QuizAttemptTable {
  id: Generated<number>
  userId: string
  lessonId: number
  /** JSON object: question id → chosen choice ids. */
  answers: string
  score: number
  passed: Flag
  createdAt: CreatedAt
}

export interface Database {
  lesson_quiz: LessonQuizTable
  quiz_attempt: QuizAttemptTable
  course_section: CourseSectionTable
  course_lesson: CourseLessonTable
  lesson_file: LessonFileTable
  lesson_progress: LessonProgressTable
  course_access_request: CourseAccessRequestTable
  course_access_code: CourseAccessCodeTable
  course_code_redemption: CourseCodeRedemptionTable
}

// ── Drill library (issue 17) ─────────────────────────────────────────────────────────────────

export type DrillIntensity = 'low' | 'medium' | 'high'
export type DrillStatus = 'draft' | 'published'

export interface DrillTable {
  id: Generated<number>
  slug: string
  title: string
  objective: string
  programme: Programme
  ageMin: number
  ageMax: number
  playersMin: number
  playersMax: number
  spaceLength: number
  spaceWidth: number
  durationMinutes: number
  intensity: DrillIntensity
  /** Equipment names between bars ("|balls|cones|"), so one item is found with LIKE '%|cones|%'. */
  equipment: string
  /** JSON arrays of plain strings. */
  coachingPoints: string
  variations: string
  progressions: string
  /** JSON array of diagrams (app/schemas/diagram.ts). */
  diagrams: string
  status: DrillStatus
  version: ColumnType<number, number | undefined, number>
  searchText: ColumnType<string, string | undefined, string>
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface DrillConceptTable {
  drillId: number
  conceptId: number
}

export interface TrainingSessionTable {
  id: Generated<number>
  /** null: one of the site's example sessions (demo content). */
  userId: string | null
  title: string
  /** The age band, as the number of "U10". */
  ageGroup: number | null
  players: number | null
  notes: ColumnType<string, string | undefined, string>
  /** Random (144 bits, base64url) while the session is shared read-only; null when it is not. */
  shareToken: string | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface TrainingSessionBlockTable {
  id: Generated<number>
  sessionId: number
  position: number
  phase: SessionPhase
  /** The drill of the library; null for a free block, or when the drill was deleted (its title stays). */
  drillId: number | null
  title: string
  minutes: number
  notes: ColumnType<string, string | undefined, string>
}

export interface CurriculumObjectiveTable {
  id: Generated<number>
  programme: Programme
  /** The age band, as the number of "U10". */
  ageBand: number
  phase: PlayPhase
  title: string
  description: ColumnType<string, string | undefined, string>
  /** Order within the band (the pages group by phase, keeping this order). */
  position: number
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface CurriculumObjectiveConceptTable {
  objectiveId: number
  conceptId: number
}

export interface CurriculumObjectiveDrillTable {
  objectiveId: number
  drillId: number
}

/** One week of a band's season plan; a week number appears once per band. */
export interface SeasonWeekTable {
  id: Generated<number>
  programme: Programme
  ageBand: number
  week: number
  theme: string
  notes: ColumnType<string, string | undefined, string>
}

export interface SeasonWeekObjectiveTable {
  weekId: number
  objectiveId: number
}

export interface Database {
  curriculum_objective: CurriculumObjectiveTable
  curriculum_objective_concept: CurriculumObjectiveConceptTable
  curriculum_objective_drill: CurriculumObjectiveDrillTable
  season_week: SeasonWeekTable
  season_week_objective: SeasonWeekObjectiveTable
  training_session: TrainingSessionTable
  training_session_block: TrainingSessionBlockTable
  drill: DrillTable
  drill_concept: DrillConceptTable
}

// ── Two-factor sign-in (issue 27): TOTP secrets, recovery codes, the step between password and code ──

export interface TwoFactorTable {
  userId: string
  /** The authenticator secret (base32), encrypted with a key derived from the session secret. */
  secret: string
  /** Null while enrolment waits for its first code; set when two-factor sign-in is on. */
  enabledAt: Timestamp | null
  /** The TOTP time step of the last accepted code: that code and older ones are refused. */
  lastUsedStep: ColumnType<number | string | bigint | null, number | null, number | null>
  createdAt: Timestamp
}

export interface TwoFactorRecoveryCodeTable {
  /** SHA-256 (hex) of the code; the code itself is shown once and never stored. */
  codeHash: string
  userId: string
  usedAt: Timestamp | null
}

export interface TwoFactorChallengeTable {
  /** SHA-256 (hex) of the token in the browser's two-factor cookie. */
  tokenHash: string
  userId: string
  expiresAt: Timestamp
}

export interface Database {
  two_factor: TwoFactorTable
  two_factor_recovery_code: TwoFactorRecoveryCodeTable
  two_factor_challenge: TwoFactorChallengeTable
}

// ── Passkeys (issue 27) ─────────────────────────────────────────────────────────────────────

export interface SessionTable {
  /** 'passkey' when a passkey created the session (it counts as both factors); null for a password. */
  signInMethod: string | null
}

/** A user's WebAuthn credential; ids and the public key are base64url. */
export interface PasskeyTable {
  id: Generated<number>
  userId: string
  name: string
  credentialId: string
  publicKey: string
  /** PostgreSQL's bigint arrives as a string: read with `Number(value)`. */
  counter: ColumnType<number | string, number, number>
  /** The authenticator's transports, comma-separated ('internal,hybrid'). */
  transports: string
  deviceType: string
  backedUp: Flag
  createdAt: CreatedAt
  lastUsedAt: Timestamp | null
}

export type PasskeyPurpose = 'register' | 'signin'

/** One ceremony's challenge: single use, deleted when consumed, refused after expiresAt. */
export interface PasskeyChallengeTable {
  challenge: string
  purpose: PasskeyPurpose
  /** The user adding a passkey; null for a sign-in, where nobody is known yet. */
  userId: string | null
  expiresAt: Timestamp
}

export interface Database {
  passkey: PasskeyTable
  passkey_challenge: PasskeyChallengeTable
}

// ── Privacy (issue 27): what each person agreed to ────────────────────────────────────────────

/** 'privacy': the privacy terms at sign-up (app/privacy.ts has the text's version). */
export type ConsentKind = 'privacy'

export interface ConsentTable {
  id: Generated<number>
  userId: string
  kind: ConsentKind
  /** The version of the text agreed to (PRIVACY_TEXT_VERSION at the time). */
  version: string
  /** The address the agreement came from. */
  ip: string | null
  at: CreatedAt
}

export interface Database {
  consent: ConsentTable
}

export type MailStatus = 'pending' | 'failed'

/** A mail waiting to go (docs/decisions/029-mail-queue.md); deleted once sent. */
export interface MailQueueTable {
  id: Generated<number>
  to: string
  subject: string
  text: string
  html: string | null
  replyTo: string | null
  /** The contact message this mail tells the coach about: its delivery status follows the mail's. */
  contactMessageId: number | null
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>
  attempts: ColumnType<number, number | undefined, number>
  /** When a worker may take it next: in the future while an attempt is running (its lease) or waiting. */
  nextAttemptAt: Timestamp
  lastError: string | null
  createdAt: CreatedAt
}

export interface Database {
  mail_queue: MailQueueTable
}

// ── Payments (issue 28): orders, Stripe customers, webhook events handled ─────────────────────

export type PaymentItemKind = 'course' | 'membership'
export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'failed' | 'expired'

/** One purchase; `number` is what people see (MC-2026-000123), amounts in the currency's smallest unit. */
export interface PaymentOrderTable {
  id: Generated<number>
  number: string
  userId: string | null
  itemKind: PaymentItemKind
  itemId: number
  /** The item's name when it was bought (it may be renamed or deleted later). */
  itemTitle: string
  /** What was charged, tax and discount applied (Stripe's amount_total once paid). */
  amountCents: number
  taxCents: ColumnType<number, number | undefined, number>
  discountCents: ColumnType<number, number | undefined, number>
  currency: string
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>
  checkoutSessionId: string | null
  paymentIntentId: string | null
  customerId: string | null
  /** The buyer's interface language: receipts and notices are written in it. */
  locale: string
  createdAt: CreatedAt
  paidAt: Timestamp | null
  refundedAt: Timestamp | null
}

export interface StripeCustomerTable {
  userId: string
  customerId: string
  createdAt: CreatedAt
}

/** A webhook event already handled: recorded with its handlers' changes, so a replay changes nothing. */
export interface StripeEventTable {
  id: string
  type: string
  receivedAt: CreatedAt
}

export interface Database {
  payment_order: PaymentOrderTable
  stripe_customer: StripeCustomerTable
  stripe_event: StripeEventTable
}

// ── Memberships (issue 28): plans, subscriptions, members-only content ─────────────────────────

/** Who may read a post, drill, course, lesson or shared session: everyone, or members only. */
export type ContentAccess = 'public' | 'members'
type AccessColumn = ColumnType<ContentAccess, ContentAccess | undefined, ContentAccess>

export interface PostTable {
  access: AccessColumn
}
export interface DrillTable {
  access: AccessColumn
}
export interface CourseTable {
  access: AccessColumn
}
export interface CourseLessonTable {
  access: AccessColumn
}
export interface TrainingSessionTable {
  access: AccessColumn
}

export type PlanInterval = 'month' | 'year'
export type PlanStatus = 'active' | 'archived'

/** A membership plan as the coach defines it, backed by a Stripe product and recurring price. */
export interface MembershipPlanTable {
  id: Generated<number>
  name: string
  interval: PlanInterval
  /** Price with tax per interval, in the currency's smallest unit. */
  priceCents: number
  currency: string
  /** What the plan includes, as plain text lines. */
  includes: ColumnType<string, string | undefined, string>
  status: ColumnType<PlanStatus, PlanStatus | undefined, PlanStatus>
  stripeProductId: string
  stripePriceId: string
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

/** Stripe's subscription statuses; only some of them open members-only content. */
export type MembershipStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused'

/** One Stripe subscription as the newest signed event described it. */
export interface MembershipTable {
  id: Generated<number>
  subscriptionId: string
  userId: string
  customerId: string | null
  planId: number | null
  status: MembershipStatus
  currentPeriodEnd: Timestamp | null
  cancelAtPeriodEnd: Flag
  /** The `created` (seconds) of the newest event applied; an older event arriving late is ignored. */
  eventCreated: number
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface Database {
  membership_plan: MembershipPlanTable
  membership: MembershipTable
}
