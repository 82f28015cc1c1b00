import type { ColumnType, Generated } from 'kysely'
import type { SessionPhase } from '#app/schemas/sessions.ts'
import type { PlayPhase } from '#app/schemas/curriculum.ts'
import type { AssessmentArea } from '#app/schemas/player-reports.ts'
import type { AttendanceStatusValue, TeamAnswerValue, TeamEventKind } from '#app/schemas/team-calendar.ts'

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

/** One answer of the coach in a support request's thread, oldest first by id. */
export interface SupportAnswerTable {
  id: Generated<number>
  requestId: number
  body: string
  createdAt: ColumnType<string, string | undefined, string>
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
  support_answer: SupportAnswerTable
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
  /** Drip on the section: its lessons stay locked until it opens (same rules as a lesson's). */
  unlockRule: ColumnType<UnlockRule, UnlockRule | undefined, UnlockRule>
  unlockAt: Timestamp | null
  unlockDays: number | null
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

/** A learner finished a course (every lesson done): written once, with the congratulation mail. */
export interface CourseCompletionTable {
  id: Generated<number>
  userId: string
  courseId: number
  completedAt: Timestamp
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

export type AssignmentKind = 'file' | 'video'
export type SubmissionStatus = 'submitted' | 'returned' | 'approved'

/** A lesson's assignment (issue 31): what the learner sends and how the coach grades it. */
export interface LessonAssignmentTable {
  lessonId: number
  kind: AssignmentKind
  instructions: ColumnType<string, string | undefined, string>
  /** Comma-separated type ids of app/schemas/assignments.ts (ASSIGNMENT_FILE_TYPES). */
  fileTypes: string
  maxBytes: number
  maxPoints: number | null
  /** Approving a submission marks the lesson done (and the learner cannot mark it done before). */
  approvalCompletes: Flag
  updatedAt: UpdatedAt
}

/** One file a learner sent for a lesson's assignment, with the coach's review. */
export interface AssignmentSubmissionTable {
  id: Generated<number>
  lessonId: number
  courseId: number
  userId: string
  status: ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>
  note: ColumnType<string, string | undefined, string>
  /** The learner's file name, cleaned; the download's name. */
  fileName: string
  /** Random: where the bytes are in the storage (`assignments/…`), never served directly. */
  storageKey: string
  contentType: string
  size: number
  feedback: string | null
  points: number | null
  createdAt: CreatedAt
  reviewedAt: Timestamp | null
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
  /** A pool: each attempt asks this many questions drawn at random (null: all, in order). */
  drawCount: ColumnType<number | null, number | null | undefined, number | null>
  updatedAt: UpdatedAt
}

/** The questions a learner's next attempt asks, drawn when the quiz is first shown (JSON, QuizDraw). */
export interface QuizDrawTable {
  userId: string
  lessonId: number
  draw: string
  createdAt: CreatedAt
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
  quiz_draw: QuizDrawTable
  course_section: CourseSectionTable
  course_lesson: CourseLessonTable
  lesson_file: LessonFileTable
  lesson_assignment: LessonAssignmentTable
  assignment_submission: AssignmentSubmissionTable
  lesson_progress: LessonProgressTable
  course_completion: CourseCompletionTable
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

/** The concept map (docs/decisions/050): `fromId` comes before `toId`, or the two are related. */
export type ConceptLinkKind = 'prerequisite' | 'related'

export interface ConceptLinkTable {
  fromId: number
  toId: number
  /** 'related': stored once per pair, the lower id in `fromId`. */
  kind: ConceptLinkKind
  createdAt: CreatedAt
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
  /** Kept on the coach's device for the pitch (docs/decisions/050-at-the-pitch.md). */
  forPitch: ColumnType<boolean | number, boolean | undefined, boolean>
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
  /** The area of a development report (defaultAreaOf the phase until the coach corrects it). */
  area: ColumnType<AssessmentArea, AssessmentArea | undefined, AssessmentArea>
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
  concept_link: ConceptLinkTable
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

/**
 * 'privacy': the privacy terms at sign-up (app/privacy.ts has the text's version); 'minorData': a
 * guardian's consent to keep a child's data for events (MINOR_CONSENT_VERSION).
 */
export type ConsentKind = 'privacy' | 'minorData' | 'playerData'

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
  /** JSON list of `MailAttachment`s (base64 bodies), e.g. a certificate's PDF (migration 0205). */
  attachments: string | null
}

export interface Database {
  mail_queue: MailQueueTable
}

// ── Payments (issue 28): orders, Stripe customers, webhook events handled ─────────────────────

export type PaymentItemKind = 'course' | 'membership' | 'event' | 'booking'
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
  /** A membership's charge: the Stripe invoice (one order each), its subscription and the period paid. */
  invoiceId: ColumnType<string | null, string | null | undefined, string | null>
  subscriptionId: ColumnType<string | null, string | null | undefined, string | null>
  periodStart: ColumnType<string | null, string | null | undefined, string | null>
  periodEnd: ColumnType<string | null, string | null | undefined, string | null>
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
/** Who may read a course's lessons (docs/decisions/032-content-visibility.md). */
export type CourseAccess = 'public' | 'signedIn' | 'enrolled' | 'members'
/** A lesson follows its course ('course') or names its own level; 'public' is a free preview. */
export type LessonAccess = CourseAccess | 'course'

export interface CourseTable {
  access: ColumnType<CourseAccess, CourseAccess | undefined, CourseAccess>
}
export interface CourseLessonTable {
  access: ColumnType<LessonAccess, LessonAccess | undefined, LessonAccess>
  /** What a reader who may not read the lesson sees (the course summary when empty). */
  teaser: ColumnType<string, string | undefined, string>
}
export interface DrillTable {
  /** Folded title and objective: what a non-member's search may match in a members-only drill. */
  teaserSearchText: ColumnType<string, string | undefined, string>
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

// ── Comments and questions (issue 31, docs/decisions/038-comments.md) ───────────────────────────

export interface PostTable {
  /** The "Comentarios" switch: off, no form and no list under the post. */
  commentsEnabled: ColumnType<boolean | number, boolean | undefined, boolean>
  /** The "Enlazar conceptos del glosario" switch (docs/decisions/045-glossary-links.md): on by default. */
  glossaryLinks: ColumnType<boolean | number, boolean | undefined, boolean>
}
export interface CourseTable {
  /** The "Preguntas" switch: off, no form and no list under the course's lessons. */
  questionsEnabled: ColumnType<boolean | number, boolean | undefined, boolean>
}

export type CommentStatus = 'visible' | 'hidden'

/** A comment under a post or a question under a lesson (exactly one of the two), or a reply to one. */
export interface CommentTable {
  id: Generated<number>
  postId: number | null
  lessonId: number | null
  /** The comment answered; replies are one level deep (a reply's parent has no parent). */
  parentId: number | null
  userId: string
  /** Plain text as typed; rendered escaped, addresses made links (app/components/comments/linkify.ts). */
  body: string
  status: ColumnType<CommentStatus, CommentStatus | undefined, CommentStatus>
  reviewedAt: Timestamp | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface CommentReportTable {
  id: Generated<number>
  commentId: number
  userId: string
  createdAt: CreatedAt
}

export interface CommentBlockTable {
  userId: string
  blockedAt: CreatedAt
}

export interface Database {
  comment: CommentTable
  comment_report: CommentReportTable
  comment_block: CommentBlockTable
}

// ── Redirects and the 404 log (issue 30, docs/decisions/041-redirects-and-tags.md) ────────────

export interface RedirectTable {
  id: Generated<number>
  /** A path of this site, without query ("/post/old-slug"). */
  fromPath: string
  /** A path of this site or an absolute https address. */
  toPath: string
  /** Who made it: a content kind of server/redirects/kinds.server.ts (a slug change) or 'manual'. */
  kind: string
  createdAt: CreatedAt
}

/** One path that answered 404 on a public page (no query, no visitor's address). */
export interface NotFoundPathTable {
  path: string
  hits: number
  firstSeenAt: string
  lastSeenAt: string
  /** The last referrer's origin and path, without its query. */
  lastReferrer: string | null
}

export interface Database {
  redirect: RedirectTable
  not_found_path: NotFoundPathTable
}
/** A kind of one-to-one session the coach offers (docs/decisions/040-one-to-one-bookings.md). */
export interface BookingKindTable {
  id: Generated<number>
  slug: string
  name: string
  description: ColumnType<string, string | undefined, string>
  durationMinutes: number
  /** With tax, in the shop currency's smallest unit; null: free. */
  priceCents: number | null
  bufferMinutes: number
  horizonDays: number
  noticeHours: number
  changeHours: number
  active: ColumnType<boolean | number, boolean | undefined, boolean>
  position: ColumnType<number, number | undefined, number>
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

/** One range of the coach's weekly hours, a wall clock of SITE_TIME_ZONE ("09:00" to "13:00"). */
export interface AvailabilityRuleTable {
  id: Generated<number>
  weekday: number
  startTime: string
  endTime: string
}

/** A date whose hours differ from the week's: a day off (no times) or its own ranges. */
export interface AvailabilityExceptionTable {
  id: Generated<number>
  date: string
  startTime: string | null
  endTime: string | null
  note: ColumnType<string, string | undefined, string>
}

export type BookingStatus = 'held' | 'confirmed' | 'cancelled'

export interface BookingTable {
  id: Generated<number>
  uid: string
  kindId: number
  userId: string | null
  kindName: string
  startsAt: Timestamp
  endsAt: Timestamp
  status: BookingStatus
  holdExpiresAt: Timestamp | null
  orderId: number | null
  priceCents: number | null
  sequence: ColumnType<number, number | undefined, number>
  locale: string | null
  cancelledAt: Timestamp | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

/** Five minutes a booking occupies: the primary key makes overlapping bookings impossible. */
export interface BookingClaimTable {
  instant: string
  bookingId: number
}

export interface Database {
  booking_kind: BookingKindTable
  availability_rule: AvailabilityRuleTable
  availability_exception: AvailabilityExceptionTable
  booking: BookingTable
  booking_claim: BookingClaimTable
}
// ── Events (issue 29): events, players held by a guardian, registrations ─────────────────────

export type EventKind = 'camp' | 'clinic' | 'trial' | 'talk' | 'other'
export type EventStatus = 'draft' | 'published'
/** `pending`: a paid place held for its Checkout until `holdExpiresAt`. */
export type RegistrationStatus = 'pending' | 'confirmed' | 'waiting' | 'offered' | 'cancelled' | 'expired'

export interface EventTable {
  id: Generated<number>
  slug: string
  kind: EventKind
  title: string
  /** TipTap JSON text and its rendered HTML. */
  description: ColumnType<string, string | undefined, string>
  descriptionHtml: ColumnType<string, string | undefined, string>
  /** JSON array of { start, end } instants (ISO 8601). */
  days: ColumnType<string, string | undefined, string>
  startsAt: Timestamp
  endsAt: Timestamp
  place: string
  address: ColumnType<string, string | undefined, string>
  programme: Programme | null
  ageMin: number
  ageMax: number
  capacity: number
  placesTaken: ColumnType<number, number | undefined, number>
  priceCents: ColumnType<number, number | undefined, number>
  opensAt: Timestamp | null
  closesAt: Timestamp
  /** JSON object: question → 'optional' | 'required' (absent: not asked). */
  questions: ColumnType<string, string | undefined, string>
  coverMediaId: number | null
  coverAlt: ColumnType<string, string | undefined, string>
  status: ColumnType<EventStatus, EventStatus | undefined, EventStatus>
  version: ColumnType<number, number | undefined, number>
  /** When the coach cancelled the whole event; null while it goes ahead. */
  cancelledAt: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface PlayerTable {
  id: Generated<number>
  /** The account that first consented and so created the record; access is `player_guardian`. */
  guardianId: string
  name: string
  birthYear: number
  consentVersion: string
  consentAt: Timestamp
  createdAt: CreatedAt
  /** The player's own account (14 or over, docs/decisions/049). */
  userId: ColumnType<string | null, string | null | undefined, string | null>
  /** JSON list of positions (app/schemas/teams.ts). */
  positions: ColumnType<string, string | undefined, string>
  foot: 'left' | 'right' | 'both' | null
  photoKey: string | null
  photoConsentAt: Timestamp | null
  /** Consent withdrawn: hidden everywhere now, erased 30 days later. */
  withdrawnAt: Timestamp | null
}

export interface EventRegistrationTable {
  id: Generated<number>
  eventId: number
  userId: string
  /** Null when the account holder registered themself. */
  playerId: number | null
  /** The participant's name when they registered (the player's or the account's). */
  participant: string
  status: RegistrationStatus
  /** JSON object of the answers to the event's questions. */
  answers: ColumnType<string, string | undefined, string>
  offerToken: string | null
  offerExpiresAt: Timestamp | null
  /** Until when a `pending` place is held for its Checkout. */
  holdExpiresAt: ColumnType<string | null, string | null | undefined, string | null>
  /** The order that pays the place (paid events only). */
  orderId: ColumnType<number | null, number | null | undefined, number | null>
  reminderSentAt: Timestamp | null
  checkedInAt: Timestamp | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

/** A message the coach sent to everyone registered for an event. */
export interface EventMessageTable {
  id: Generated<number>
  eventId: number
  subject: string
  body: string
  recipients: number
  sentAt: CreatedAt
}

export interface Database {
  event_message: EventMessageTable
  event: EventTable
  player: PlayerTable
  event_registration: EventRegistrationTable
}

// ── Cookie-free page counts (issue 30, docs/decisions/046-analytics.md) ──────────────────────

/** What a count is of: the whole site (value ''), a page's path, a referrer's host, a UTM field. */
export type AnalyticsDimension = 'site' | 'page' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'

/** Views and unique visitors of one day (UTC, "2026-11-28") and one dimension value. */
export interface AnalyticsCountTable {
  day: string
  dimension: AnalyticsDimension
  value: string
  views: number
  visitors: number
}

/** A visitor id (salted hash, day-long) already counted for a dimension value today; deleted the next day. */
export interface AnalyticsVisitorTable {
  day: string
  dimension: AnalyticsDimension
  value: string
  visitor: string
}

/** The day's random salt of visitor ids, shared by every instance; deleted once the day is over. */
export interface AnalyticsSaltTable {
  day: string
  salt: string
}

// ── Site search (issue 30, docs/decisions/044-site-search.md) ──────────────────────────────────

/** One findable row (server/search/search-index.server.ts writes it); the vectors are PostgreSQL's. */
export interface SearchDocumentTable {
  id: Generated<number>
  source: 'post' | 'concept' | 'drill' | 'course' | 'event'
  kind: 'post' | 'concept' | 'definition' | 'drill' | 'course' | 'event'
  sourceId: number
  href: string
  programme: Programme | null
  title: string
  /** What a reader who may not read the body sees anyway (excerpt, summary, objective). */
  teaser: string
  /** The whole text, teaser included. */
  body: string
  /** From when the public finds it; null: never (a draft). */
  publicFrom: Timestamp | null
  /** Members-only body: others match only title and teaser. */
  gated: boolean
  /** 'es' for the Spanish row; a published translation's language code ('en', 'ae'). */
  language: Generated<string>
}

// ── Newsletter (issue 30): per-language lists, issues and one delivery row per recipient ──────

/** 'pending' until the link in the confirmation mail is followed (double opt-in). */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export interface NewsletterSubscriberTable {
  id: Generated<number>
  /** Lower-cased; one row per address and list. */
  email: string
  locale: string
  status: SubscriberStatus
  /** The account that subscribed from its settings; deleting the account deletes the row. */
  userId: string | null
  /** SHA-256 of the confirmation link's token; null once confirmed. */
  confirmTokenHash: string | null
  /** In every issue's unsubscribe link; it can only unsubscribe. */
  unsubscribeToken: string
  /** PRIVACY_TEXT_VERSION when the person subscribed. */
  consentVersion: string
  consentIp: string | null
  consentAt: Timestamp
  confirmedAt: Timestamp | null
  unsubscribedAt: Timestamp | null
  createdAt: CreatedAt
}

export interface NewsletterIssueTable {
  id: Generated<number>
  locale: string
  subject: string
  /** The post sent, or null for a written message. */
  postId: number | null
  bodyHtml: string
  bodyText: string
  /** Confirmed subscribers of the list when the send started (one delivery row each). */
  recipients: number
  sentById: string | null
  createdAt: CreatedAt
  /** Set when no delivery row is left to try. */
  finishedAt: Timestamp | null
}

/**
 * 'sending': claimed by a worker before the SMTP conversation. A row still 'sending' after its
 * lease may or may not have gone: it is marked 'uncertain' and never tried again (at most once).
 */
export type NewsletterDeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'uncertain'

export interface NewsletterDeliveryTable {
  id: Generated<number>
  issueId: number
  subscriberId: number
  status: ColumnType<NewsletterDeliveryStatus, NewsletterDeliveryStatus | undefined, NewsletterDeliveryStatus>
  attempts: ColumnType<number, number | undefined, number>
  nextAttemptAt: Timestamp
  lastError: string | null
  sentAt: Timestamp | null
}

export interface Database {
  analytics_count: AnalyticsCountTable
  analytics_visitor: AnalyticsVisitorTable
  analytics_salt: AnalyticsSaltTable
  search_document: SearchDocumentTable
  newsletter_subscriber: NewsletterSubscriberTable
  newsletter_issue: NewsletterIssueTable
  newsletter_delivery: NewsletterDeliveryTable
}

// ── Content translations (issue 32, docs/decisions/048-content-translations.md) ────────────────

export interface ContentTranslationTable {
  id: Generated<number>
  /** A kind of app/schemas/translations.ts: 'post', 'concept'. */
  kind: string
  /** The Spanish row's id in its own table. */
  itemId: number
  /** An interface language code other than 'es' ('ae' for Arabic). */
  language: string
  slug: string
  /** JSON of the translated fields: `{ title, summary, body }` (body: TipTap JSON). */
  fields: string
  /** The body rendered at save, as a post's contentHtml. */
  html: string
  seoTitle: string | null
  seoDescription: string | null
  status: 'draft' | 'published'
  /** SHA-256 of the Spanish fields when this translation was last saved. */
  sourceHash: string
  /** JSON of those Spanish fields (title, summary, body as plain text blocks). */
  sourceSnapshot: string
  publishedAt: Timestamp | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

export interface Database {
  content_translation: ContentTranslationTable
}

// ── Teams, players and guardians (issue 33, docs/decisions/049-teams-players-guardians.md) ─────

export type TeamColour = 'red' | 'orange' | 'green' | 'teal' | 'blue' | 'indigo' | 'purple' | 'slate'

export interface TeamTable {
  id: Generated<number>
  name: string
  /** `2026-27`. */
  season: string
  programme: 'infantil' | 'juvenil' | 'elite'
  /** The curriculum's age band (8 … 19: U8 … U19). */
  ageBand: number
  colour: TeamColour
  /** The legal reason the coach keeps attendance after a player's data is erased; null: not kept. */
  attendanceKeptFor: string | null
  archivedAt: Timestamp | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
  /** The secret of the team's calendar feed (.ics); null until the coach asks for one. */
  calendarToken: ColumnType<string | null, string | null | undefined, string | null>
}

/** A roster line: before consent, only the name the coach typed. */
export interface TeamMemberTable {
  id: Generated<number>
  teamId: number
  role: 'player' | 'staff'
  typedName: string
  playerId: number | null
  /** A staff member's account. */
  userId: string | null
  shirtNumber: number | null
  createdAt: CreatedAt
}

/** A guardian with access to a player (one or two), with the consent they gave. */
export interface PlayerGuardianTable {
  playerId: number
  userId: string
  consentVersion: string
  consentAt: Timestamp
  /** Keeps access after the player's own consent, until they turn 18. */
  accessUntil18: ColumnType<boolean | number, boolean | undefined, boolean>
}

/** An invitation to a roster line, deleted when accepted, refused or expired (the address goes with it). */
export interface TeamInviteTable {
  id: Generated<number>
  memberId: number
  kind: 'guardian' | 'player'
  email: string
  /** SHA-256 of the token sent in the mail. */
  tokenHash: string
  expiresAt: Timestamp
  createdAt: CreatedAt
}

/** A coach's assessment of a player: an objective of the team's band (its area kept), 1 to 5, a note. */
export interface PlayerAssessmentTable {
  id: Generated<number>
  playerId: number
  teamId: number
  /** Null when the objective was deleted from the curriculum later (the area stays). */
  objectiveId: number | null
  area: AssessmentArea
  score: number
  note: ColumnType<string, string | undefined, string>
  /** The day assessed ("2026-11-28"). */
  assessedOn: string
  assessedBy: string | null
  createdAt: CreatedAt
}

/** A development report of a period; guardians see it once published. */
export interface PlayerReportTable {
  id: Generated<number>
  playerId: number
  teamId: number
  /** The label the coach gives: "2026-27 · 1.er trimestre". */
  period: string
  fromDay: string
  toDay: string
  summary: string
  /** JSON: the period's average score per area, computed when published. */
  averages: ColumnType<string, string | undefined, string>
  publishedAt: Timestamp | null
  createdAt: CreatedAt
}

/** A training (from a planner session, or none) or a match on the team's calendar. */
export interface TeamEventTable {
  id: Generated<number>
  teamId: number
  kind: TeamEventKind
  sessionId: number | null
  opponent: string | null
  place: string
  startsAt: Timestamp
  endsAt: Timestamp
  /** Shared by the rows of a weekly series; null for a one-off. */
  seriesId: string | null
  cancelledAt: Timestamp | null
  /** When the reminder mail went out (slice 3's job). */
  remindedAt: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: CreatedAt
}

/** A player's answer to an event, given by one of their guardians or their own account. */
export interface TeamEventAnswerTable {
  eventId: number
  playerId: number
  answer: TeamAnswerValue
  reason: string | null
  answeredBy: string | null
  answeredAt: Timestamp
}

/** Attendance the coach marks; detached (playerId null) when kept past the player's erasure. */
export interface TeamAttendanceTable {
  id: Generated<number>
  eventId: number
  playerId: number | null
  typedName: string
  status: AttendanceStatusValue
  markedBy: string | null
  markedAt: Timestamp
}

export interface Database {
  team: TeamTable
  team_member: TeamMemberTable
  player_guardian: PlayerGuardianTable
  team_invite: TeamInviteTable
  player_assessment: PlayerAssessmentTable
  player_report: PlayerReportTable
  team_event: TeamEventTable
  team_event_answer: TeamEventAnswerTable
  team_attendance: TeamAttendanceTable
}
