/** The three programmes, without a schema: public pages import this, not Zod (content-admin.ts validates). */
export const programmes = ['infantil', 'juvenil', 'elite'] as const
