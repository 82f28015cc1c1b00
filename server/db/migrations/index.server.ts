import type { Migration } from '../migration-kit.server.ts'
import { migration as createAuthTables } from './0001_create_auth_tables.server.ts'
import { migration as createContentTables } from './0002_create_content_tables.server.ts'
import { migration as createContactMessages } from './0010_create_contact_messages.server.ts'
import { migration as createMedia } from './0011_create_media.server.ts'
import { migration as createIdentityTables } from './0020_create_identity_tables.server.ts'
import { migration as createCourseTables } from './0021_create_course_tables.server.ts'
import { migration as createEmailChange } from './0022_create_email_change.server.ts'
import { migration as postRevisionsAndAdminSearch } from './0031_post_revisions_and_admin_search.server.ts'
import { migration as createAuditEvent } from './0040_create_audit_event.server.ts'
import { migration as listIndexes } from './0051_list_indexes.server.ts'
import { migration as courseCatalogueAndLearning } from './0060_course_catalogue_and_learning.server.ts'
import { migration as createDrills } from './0070_create_drills.server.ts'
import { migration as certificateRevocation } from './0085_certificate_revocation.server.ts'
import { migration as createSupportRequests } from './0090_create_support_requests.server.ts'
import { migration as createLessonFiles } from './0130_create_lesson_files.server.ts'
import { migration as courseAndLessonVersions } from './0131_course_and_lesson_versions.server.ts'
import { migration as createLessonQuizzes } from './0140_create_lesson_quizzes.server.ts'
import { migration as createTrainingSessions } from './0150_create_training_sessions.server.ts'
import { migration as createCurriculum } from './0160_create_curriculum.server.ts'
import { migration as countUnlockFailuresAndHashResetTokens } from './0170_count_unlock_failures_and_hash_reset_tokens.server.ts'
import { migration as createTwoFactor } from './0171_create_two_factor.server.ts'
import { migration as createPasskeys } from './0172_create_passkeys.server.ts'
import { migration as recordConsents } from './0173_record_consents.server.ts'
import { migration as renderPicturesInRichText } from './0174_render_pictures_in_rich_text.server.ts'
import { migration as createMailQueue } from './0175_create_mail_queue.server.ts'
import { migration as createPayments } from './0180_create_payments.server.ts'
import { migration as discountCodes } from './0181_discount_codes.server.ts'
import { migration as createMemberships } from './0185_create_memberships.server.ts'
import { migration as courseAndLessonVisibility } from './0190_course_and_lesson_visibility.server.ts'
import { migration as drillTeaserSearch } from './0191_drill_teaser_search.server.ts'
import { migration as membershipOrders } from './0195_membership_orders.server.ts'
import { migration as createSupportAnswers } from './0200_create_support_answers.server.ts'
import { migration as recordCourseCompletions } from './0205_record_course_completions.server.ts'
import { migration as quizPoolsAndOrdering } from './0210_quiz_pools_and_ordering.server.ts'
import { migration as sectionUnlockRules } from './0211_section_unlock_rules.server.ts'
import { migration as createAssignments } from './0215_create_assignments.server.ts'
import { migration as createComments } from './0220_create_comments.server.ts'
import { migration as createRedirectsAndNotFoundLog } from './0250_create_redirects_and_not_found_log.server.ts'
import { migration as createAnalytics } from './0300_create_analytics.server.ts'
import { migration as createContentTranslations } from './0330_create_content_translations.server.ts'
import { migration as createTeams } from './0380_create_teams.server.ts'
import { migration as createTeamCalendar } from './0390_create_team_calendar.server.ts'
import { migration as createPlayerReports } from './0400_create_player_reports.server.ts'
import { migration as createConceptLinks } from './0410_create_concept_links.server.ts'
import { migration as addSessionForPitch } from './0440_add_session_for_pitch.server.ts'
import { migration as searchLanguages } from './0460_search_languages.server.ts'
import { migration as createBookings } from './0240_create_bookings.server.ts'
import { migration as createEvents } from './0230_create_events.server.ts'
import { migration as createSiteSearch } from './0280_create_site_search.server.ts'
import { migration as addPostGlossarySwitch } from './0290_add_post_glossary_switch.server.ts'
import { migration as createEventMessages } from './0231_create_event_messages.server.ts'
import { migration as addEventCancelledAt } from './0261_add_event_cancelled_at.server.ts'
import { migration as createNewsletter } from './0270_create_newsletter.server.ts'
import { migration as paidRegistrations } from './0260_paid_registrations.server.ts'

/**
 * Every migration, in order. Listed by hand (not globbed) so the server bundle carries them all.
 * Names are permanent: they are recorded in the kysely_migration table.
 */
export const migrations: Record<string, Migration> = {
  '0001_create_auth_tables': createAuthTables,
  '0002_create_content_tables': createContentTables,
  '0010_create_contact_messages': createContactMessages,
  '0011_create_media': createMedia,
  '0020_create_identity_tables': createIdentityTables,
  '0021_create_course_tables': createCourseTables,
  '0022_create_email_change': createEmailChange,
  '0031_post_revisions_and_admin_search': postRevisionsAndAdminSearch,
  '0040_create_audit_event': createAuditEvent,
  '0051_list_indexes': listIndexes,
  '0060_course_catalogue_and_learning': courseCatalogueAndLearning,
  '0070_create_drills': createDrills,
  '0085_certificate_revocation': certificateRevocation,
  '0090_create_support_requests': createSupportRequests,
  '0130_create_lesson_files': createLessonFiles,
  '0131_course_and_lesson_versions': courseAndLessonVersions,
  '0140_create_lesson_quizzes': createLessonQuizzes,
  '0150_create_training_sessions': createTrainingSessions,
  '0160_create_curriculum': createCurriculum,
  '0170_count_unlock_failures_and_hash_reset_tokens': countUnlockFailuresAndHashResetTokens,
  '0171_create_two_factor': createTwoFactor,
  '0172_create_passkeys': createPasskeys,
  '0173_record_consents': recordConsents,
  '0174_render_pictures_in_rich_text': renderPicturesInRichText,
  '0175_create_mail_queue': createMailQueue,
  '0180_create_payments': createPayments,
  '0181_discount_codes': discountCodes,
  '0185_create_memberships': createMemberships,
  '0190_course_and_lesson_visibility': courseAndLessonVisibility,
  '0191_drill_teaser_search': drillTeaserSearch,
  '0195_membership_orders': membershipOrders,
  '0200_create_support_answers': createSupportAnswers,
  '0205_record_course_completions': recordCourseCompletions,
  '0210_quiz_pools_and_ordering': quizPoolsAndOrdering,
  '0211_section_unlock_rules': sectionUnlockRules,
  '0215_create_assignments': createAssignments,
  '0220_create_comments': createComments,
  '0250_create_redirects_and_not_found_log': createRedirectsAndNotFoundLog,
  '0240_create_bookings': createBookings,
  '0230_create_events': createEvents,
  '0231_create_event_messages': createEventMessages,
  '0261_add_event_cancelled_at': addEventCancelledAt,
  '0300_create_analytics': createAnalytics,
  '0280_create_site_search': createSiteSearch,
  '0270_create_newsletter': createNewsletter,
  '0290_add_post_glossary_switch': addPostGlossarySwitch,
  '0260_paid_registrations': paidRegistrations,
  '0330_create_content_translations': createContentTranslations,
  '0380_create_teams': createTeams,
  '0390_create_team_calendar': createTeamCalendar,
  '0400_create_player_reports': createPlayerReports,
  '0410_create_concept_links': createConceptLinks,
  '0440_add_session_for_pitch': addSessionForPitch,
  '0460_search_languages': searchLanguages,
}
