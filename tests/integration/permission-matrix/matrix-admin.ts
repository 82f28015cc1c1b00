import { CommentAdminSchema } from '#app/schemas/comments.ts'
import { ConceptSchema, PostSchema, RestoreSchema } from '#app/schemas/content-admin.ts'
import { CurriculumChangeSchema, CurriculumTranslationSchema } from '#app/schemas/curriculum.ts'
import { DrillSchema } from '#app/schemas/drill.ts'
import { parseInboxAction } from '#app/schemas/inbox.ts'
import { MediaFormSchema } from '#app/schemas/media.ts'
import { PlanAdminSchema } from '#app/schemas/memberships.ts'
import { RefundSchema } from '#app/schemas/orders.ts'
import { RedirectFormSchema } from '#app/schemas/redirects.ts'
import { PersonActionSchema } from '#app/schemas/people.ts'
import { SupportAdminSchema } from '#app/schemas/support.ts'
import { readBulk } from '#server/content/admin-lists.server.ts'
import { TranslationSchema } from '#app/schemas/translations.ts'
import { DrillTranslationSchema } from '#app/schemas/drill-translation.ts'
import { testImage } from '#tests/media.ts'
import { form, type MatrixEntry } from './entry.ts'
import { conform, editorFields, lookup, plain } from './forms.ts'
import type { Records } from './records.ts'

const bulk = (ids: (r: Records) => number[]) =>
  (['unpublish', 'publish', 'delete'] as const).map((intent) =>
    form(
      intent,
      (r) => ({ intent, ids: (intent === 'delete' ? ids(r).slice(1) : ids(r).slice(0, 1)).map(String) }),
      (f) => readBulk(f) !== undefined,
    ),
  )

/** The admin's content, people, inbox, media and storage screens. */
export const ADMIN_ACTIONS: Record<string, MatrixEntry> = {
  'routes/admin/posts.tsx': { who: 'admin', url: () => '/admin/posts', forms: bulk((r) => r.bulk.postIds) },
  'admin-post-create': {
    who: 'admin',
    url: () => '/admin/posts/create',
    forms: [
      form(
        'save',
        () => ({ intent: 'save', ...editorFields.post('Presión tras pérdida') }),
        conform(PostSchema),
      ),
      form(
        'autosave',
        () => ({ intent: 'autosave', ...editorFields.post('Borrador automático') }),
        conform(PostSchema),
      ),
    ],
  },
  'admin-post-edit': {
    who: 'admin',
    url: (r) => `/admin/posts/edit/${r.edit.postId}`,
    forms: [
      form(
        'save',
        async (r) => ({
          intent: 'save',
          ...editorFields.post('Idea de juego revisada'),
          version: await lookup.version(r, 'post', r.edit.postId),
        }),
        conform(PostSchema),
      ),
      form(
        'autosave',
        async (r) => ({
          intent: 'autosave',
          ...editorFields.post('Idea de juego, borrador'),
          version: await lookup.version(r, 'post', r.edit.postId),
        }),
        conform(PostSchema),
      ),
      form(
        'restore',
        async (r) => ({ intent: 'restore', ...(await lookup.postRevision(r)) }),
        plain(RestoreSchema),
      ),
    ],
  },
  'routes/admin/concepts.tsx': {
    who: 'admin',
    url: () => '/admin/concepts',
    forms: bulk((r) => r.bulk.conceptIds),
  },
  'admin-concept-create': {
    who: 'admin',
    url: () => '/admin/concepts/create',
    forms: [
      form(
        'save',
        () => ({ intent: 'save', ...editorFields.concept('Amplitud ofensiva') }),
        conform(ConceptSchema),
      ),
    ],
  },
  'admin-concept-edit': {
    who: 'admin',
    url: (r) => `/admin/concepts/edit/${r.edit.conceptId}`,
    forms: [
      form(
        'save',
        async (r) => ({
          intent: 'save',
          ...editorFields.concept('Amplitud revisada'),
          related: [String(r.edit.relatedConceptId)],
          version: await lookup.version(r, 'concept', r.edit.conceptId),
        }),
        conform(ConceptSchema),
      ),
    ],
  },
  'admin-post-translation': {
    who: 'admin',
    url: (r) => `/admin/posts/edit/${r.edit.postId}/translations/en`,
    forms: [
      form(
        'save',
        () => ({ intent: 'save', ...editorFields.translation('Pressing together') }),
        conform(TranslationSchema),
      ),
    ],
  },
  'admin-concept-translation': {
    who: 'admin',
    url: (r) => `/admin/concepts/edit/${r.edit.conceptId}/translations/de`,
    forms: [
      form(
        'save',
        () => ({ intent: 'save', ...editorFields.translation('Breite') }),
        conform(TranslationSchema),
      ),
    ],
  },
  'admin-drill-translation': {
    who: 'admin',
    url: (r) => `/admin/drills/edit/${r.edit.drillId}/translations/de`,
    forms: [
      form(
        'save',
        () => ({ intent: 'save', ...editorFields.drillTranslation('Rondo 4 gegen 1') }),
        conform(DrillTranslationSchema),
      ),
    ],
  },
  'routes/admin/drills.tsx': {
    who: 'admin',
    url: () => '/admin/drills',
    forms: bulk((r) => r.bulk.drillIds),
  },
  'admin-drill-create': {
    who: 'admin',
    url: () => '/admin/drills/create',
    forms: [
      form(
        'save',
        () => ({ intent: 'save', ...editorFields.drill('Rondo de la matriz') }),
        conform(DrillSchema),
      ),
    ],
  },
  'admin-drill-edit': {
    who: 'admin',
    url: (r) => `/admin/drills/edit/${r.edit.drillId}`,
    forms: [
      form(
        'save',
        async (r) => ({
          intent: 'save',
          ...editorFields.drill('Rondo revisado'),
          version: await lookup.version(r, 'drill', r.edit.drillId),
        }),
        conform(DrillSchema),
      ),
    ],
  },
  // Membership plans: each is a Stripe product and price (the stand-in's), then a row here.
  'routes/admin/memberships.tsx': {
    who: 'admin',
    url: () => '/admin/memberships',
    forms: [
      form(
        'create',
        () => ({
          intent: 'create',
          name: 'Socio de la matriz',
          interval: 'month',
          price: '9,50',
          includes: 'Todo',
        }),
        conform(PlanAdminSchema),
      ),
    ],
  },
  'routes/admin/curriculum-translations.tsx': {
    who: 'admin',
    url: () => '/admin/curriculum/translations/en',
    forms: [
      form(
        'translate',
        async (r) => ({
          kind: 'curriculum',
          itemId: await lookup.objective(r),
          title: 'Keep the ball with intent',
          status: 'published',
        }),
        conform(CurriculumTranslationSchema),
      ),
    ],
  },
  'routes/admin/curriculum.tsx': {
    who: 'admin',
    url: () => '/admin/curriculum',
    forms: [
      form(
        'addObjective',
        () => ({
          intent: 'addObjective',
          programme: 'infantil',
          ageBand: '10',
          phase: 'attack',
          title: 'Objetivo de la matriz',
        }),
        conform(CurriculumChangeSchema),
      ),
      form(
        'updateObjective',
        async (r) => ({
          intent: 'updateObjective',
          objectiveId: await lookup.objective(r),
          phase: 'attack',
          title: 'Conservar con intención',
        }),
        conform(CurriculumChangeSchema),
      ),
      form(
        'moveDown',
        async (r) => ({ intent: 'moveDown', objectiveId: await lookup.objective(r) }),
        conform(CurriculumChangeSchema),
      ),
      form(
        'moveUp',
        async (r) => ({ intent: 'moveUp', objectiveId: await lookup.objective(r) }),
        conform(CurriculumChangeSchema),
      ),
      form(
        'deleteObjective',
        async (r) => ({
          intent: 'deleteObjective',
          objectiveId: await lookup.objective(r, 'Objetivo de la matriz'),
        }),
        conform(CurriculumChangeSchema),
      ),
      form(
        'addWeek',
        () => ({
          intent: 'addWeek',
          programme: 'elite',
          ageBand: '19',
          week: '52',
          theme: 'Semana de la matriz',
        }),
        conform(CurriculumChangeSchema),
      ),
      form(
        'updateWeek',
        async (r) => ({
          intent: 'updateWeek',
          weekId: await lookup.week(r),
          week: '1',
          theme: 'Pretemporada revisada',
        }),
        conform(CurriculumChangeSchema),
      ),
      form(
        'deleteWeek',
        async (r) => ({ intent: 'deleteWeek', weekId: await lookup.week(r, 'Semana de la matriz') }),
        conform(CurriculumChangeSchema),
      ),
    ],
  },
  // The coach's comment queue: answer, hide, show, keep, delete; block and unblock a reader.
  'routes/admin/comments.tsx': {
    who: 'admin',
    url: () => '/admin/comments',
    forms: [
      form(
        'answer',
        (r) => ({ intent: 'answer', id: String(r.comments.ids.answer), body: 'Sí, con menos toques.' }),
        plain(CommentAdminSchema),
      ),
      ...(['hide', 'show', 'keep', 'delete'] as const).map((intent) =>
        form(intent, (r) => ({ intent, id: String(r.comments.ids[intent]) }), plain(CommentAdminSchema)),
      ),
      ...(['block', 'unblock'] as const).map((intent) =>
        form(intent, (r) => ({ intent, userId: r.personId }), plain(CommentAdminSchema)),
      ),
    ],
  },
  'routes/admin/media.tsx': {
    who: 'admin',
    url: () => '/admin/media',
    forms: [
      form(
        'alt',
        (r) => ({ intent: 'alt', id: String(r.mediaIds.alt), alt: 'Rondo en el círculo central' }),
        conform(MediaFormSchema),
      ),
      form('delete', (r) => ({ intent: 'delete', id: String(r.mediaIds.delete) }), conform(MediaFormSchema)),
    ],
  },
  // A redirect added by hand, then deleted (the add form's row: it exists once the admin sent it).
  'routes/admin/redirects.tsx': {
    who: 'admin',
    url: () => '/admin/redirects',
    forms: [
      form(
        'add',
        () => ({ intent: 'add', from: '/matriz-antigua', to: '/blog' }),
        conform(RedirectFormSchema),
      ),
      form(
        'delete',
        async (r) => {
          const row = await r.db
            .selectFrom('redirect')
            .select('id')
            .where('fromPath', '=', '/matriz-antigua')
            .executeTakeFirst()
          return { intent: 'delete', id: String(row?.id ?? 999_999) }
        },
        conform(RedirectFormSchema),
      ),
    ],
  },
  'routes/admin/messages.tsx': {
    who: 'admin',
    url: () => '/admin/messages',
    forms: (['read', 'unread', 'archive', 'unarchive', 'delete'] as const).map((intent) =>
      form(
        intent,
        (r) => ({ intent, id: [String(intent === 'delete' ? r.messageIds[1] : r.messageIds[0])] }),
        (f) => parseInboxAction(f).success,
      ),
    ),
  },
  // A refund asks Stripe (the stand-in), whose charge.refunded event refunds the order.
  'routes/admin/orders.tsx': {
    who: 'admin',
    url: () => '/admin/orders',
    forms: [form('refund', (r) => ({ intent: 'refund', number: r.paidOrder }), plain(RefundSchema))],
  },
  'routes/admin/user-detail.tsx': {
    who: 'admin',
    url: (r) => `/admin/users/${r.personId}`,
    forms: [
      form('endSessions', () => ({ intent: 'endSessions' }), conform(PersonActionSchema)),
      form(
        'suspend',
        () => ({ intent: 'suspend', reason: 'Mensajes ofensivos en el foro.' }),
        conform(PersonActionSchema),
      ),
      form('unsuspend', () => ({ intent: 'unsuspend' }), conform(PersonActionSchema)),
      form('role', () => ({ intent: 'role', role: 'admin' }), conform(PersonActionSchema)),
    ],
  },
  'routes/admin/support-detail.tsx': {
    who: 'admin',
    url: (r) => `/admin/support/${r.supportId}`,
    forms: [
      form(
        'answer',
        () => ({ intent: 'answer', answer: 'Prueba a recargar la página.' }),
        conform(SupportAdminSchema),
      ),
      form('close', () => ({ intent: 'close' }), conform(SupportAdminSchema)),
      form('reopen', () => ({ intent: 'reopen' }), conform(SupportAdminSchema)),
    ],
  },
  'routes/resources/storage-objects.ts': {
    who: 'admin-json',
    url: () => '/api/storage/v0/b/default/o?name=matriz.png',
    resource: { method: 'POST' },
    forms: [
      form('upload', async () => ({
        file: new File([new Uint8Array(await testImage(64, 48))], 'matriz.png', { type: 'image/png' }),
        alt: 'Subida por la matriz',
      })),
    ],
  },
  'routes/resources/storage-object.ts': {
    who: 'admin-json',
    url: (r) => `/api/storage/v0/b/default/o/${encodeURIComponent(r.storageObject)}`,
    resource: { method: 'DELETE' },
    forms: [form('delete', () => ({}))],
  },
}
