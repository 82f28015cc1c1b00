import { Form } from 'react-router'
import { languageNames, type Language } from '#app/i18n/languages.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Notice, replyFor, secondaryButton, Section, type SettingsReply } from './section.tsx'

/** Account settings: on or off the newsletter of the account's language, in one click. */
export function NewsletterSection({
  language,
  subscribed,
  reply,
}: {
  language: Language
  subscribed: boolean
  reply: SettingsReply | undefined
}) {
  const { t } = useTranslation('account')
  const list = languageNames[language]
  return (
    <Section
      id="newsletter-title"
      title={t('account:newsletter.title')}
      description={subscribed ? t('account:newsletter.on', { list }) : t('account:newsletter.off', { list })}
    >
      <Notice reply={replyFor(reply, 'newsletter')} />
      <Form method="post">
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="subscribed" value={subscribed ? 'no' : 'yes'} />
        <button type="submit" className={secondaryButton}>
          {subscribed ? t('account:newsletter.unsubscribe') : t('account:newsletter.subscribe')}
        </button>
      </Form>
    </Section>
  )
}
