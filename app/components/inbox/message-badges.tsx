import { useTranslation } from '#app/i18n/react.tsx'

export interface MessageFlags {
  status: 'new' | 'read' | 'archived'
  deliveryStatus: 'pending' | 'sent' | 'failed'
}

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold'
const tones = {
  new: 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950',
  archived: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
}

const deliveryKeys = {
  sent: 'inbox:delivery.sent',
  failed: 'inbox:delivery.failed',
  pending: 'inbox:delivery.pending',
} as const

/** In the list: "new", "archived", and a failed notification e-mail, the things worth a glance. */
export function MessageBadges({ message }: { message: MessageFlags }) {
  const { t } = useTranslation()
  return (
    <>
      {message.status === 'new' ? (
        <span className={`${pill} ${tones.new}`}>{t('inbox:status.new')}</span>
      ) : null}
      {message.status === 'archived' ? (
        <span className={`${pill} ${tones.archived}`}>{t('inbox:status.archived')}</span>
      ) : null}
      {message.deliveryStatus === 'failed' ? <DeliveryBadge status="failed" /> : null}
    </>
  )
}

/** Whether the e-mail telling the coach about the message went out. */
export function DeliveryBadge({ status }: { status: MessageFlags['deliveryStatus'] }) {
  const { t } = useTranslation()
  return <span className={`${pill} ${tones[status]}`}>{t(deliveryKeys[status])}</span>
}
