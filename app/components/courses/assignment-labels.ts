import type { AssignmentFileType, SubmissionStatusName } from '#app/schemas/assignments.ts'

/** Static keys (the i18n check reads them). */
export const FILE_TYPE_LABEL: Record<AssignmentFileType, string> = {
  pdf: 'assignments:types.pdf',
  image: 'assignments:types.image',
  office: 'assignments:types.office',
  mp4: 'assignments:types.mp4',
  webm: 'assignments:types.webm',
  mov: 'assignments:types.mov',
}

export const STATUS_LABEL: Record<SubmissionStatusName, string> = {
  submitted: 'assignments:status.submitted',
  returned: 'assignments:status.returned',
  approved: 'assignments:status.approved',
}

export const STATUS_CLASS: Record<SubmissionStatusName, string> = {
  submitted: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  returned: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
}
