import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { useEffect } from 'react'
import { Form } from 'react-router'
import { useDisplay } from '#app/display/display-context.tsx'
import { FormAlert, SelectField, TextField } from '../fields.tsx'
import { NewPasswordFields } from '../new-password-fields.tsx'
import { Notice, replyFor, secondaryButton, Section, type SettingsReply } from './section.tsx'
import { htmlLang, languageNames, languages, toLanguage } from '#app/i18n/languages.ts'
import { EmailChangeSchema, passwordUpdateSchema, ProfileSchema } from '#app/schemas/account.ts'

export interface Profile {
  name: string
  lastName: string | null
  email: string
  phone: string | null
  address: string | null
  locale: string | null
}

export function ProfileForm({ profile, reply }: { profile: Profile; reply: SettingsReply | undefined }) {
  const { t, i18n } = useTranslation(['account', 'auth'])
  const mine = replyFor(reply, 'profile')
  const [form, fields] = useForm({
    id: 'profile',
    lastResult: mine?.result,
    defaultValue: { ...profile, locale: profile.locale ?? i18n.language },
    constraint: getZodConstraint(ProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: 'onBlur',
  })
  // The save set the language cookie, so the server now answers in the new language: the page's
  // own texts switch too (else the page shows two languages until the next reload).
  const { switchLanguage } = useDisplay()
  const saved = toLanguage(profile.locale)
  const succeeded = mine?.result.status === 'success'
  useEffect(() => {
    if (succeeded && saved && saved !== i18n.language) void switchLanguage(saved)
  }, [succeeded, saved, i18n.language, switchLanguage])
  return (
    <Section
      id="profile-title"
      title={t('account:profile.title')}
      description={t('account:profile.description')}
    >
      <Notice reply={mine} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="profile" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label={t('auth:fields.name')} autoComplete="given-name" />
          <TextField meta={fields.lastName} label={t('auth:fields.lastName')} autoComplete="family-name" />
          <TextField meta={fields.phone} label={t('account:profile.phone')} type="tel" autoComplete="tel" />
          <SelectField
            meta={fields.locale}
            label={t('account:profile.locale')}
            options={languages.map((l) => ({ value: l, label: languageNames[l], lang: htmlLang(l) }))}
          />
        </div>
        <TextField meta={fields.address} label={t('account:profile.address')} autoComplete="street-address" />
        <button type="submit" className={secondaryButton}>
          {t('account:profile.submit')}
        </button>
      </Form>
    </Section>
  )
}

export function EmailForm({ email, reply }: { email: string; reply: SettingsReply | undefined }) {
  const { t } = useTranslation(['account', 'auth'])
  const mine = replyFor(reply, 'email')
  const [form, fields] = useForm({
    id: 'email',
    lastResult: mine?.result,
    constraint: getZodConstraint(EmailChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailChangeSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Section
      id="email-title"
      title={t('account:email.title')}
      description={t('account:email.description', { email })}
    >
      <Notice reply={mine} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="email" />
        <TextField meta={fields.newEmail} label={t('account:email.new')} type="email" autoComplete="email" />
        <TextField
          meta={fields.currentPassword}
          label={t('account:password.current')}
          type="password"
          autoComplete="current-password"
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('account:email.safety')}</p>
        <button type="submit" className={secondaryButton}>
          {t('account:email.submit')}
        </button>
      </Form>
    </Section>
  )
}

export function PasswordForm({ email, reply }: { email: string; reply: SettingsReply | undefined }) {
  const { t } = useTranslation(['account', 'auth'])
  const mine = replyFor(reply, 'password')
  const schema = passwordUpdateSchema({ email })
  const [form, fields] = useForm({
    id: 'password',
    lastResult: mine?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Section
      id="password-title"
      title={t('account:password.title')}
      description={t('account:password.description')}
    >
      <Notice reply={mine} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="password" />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <TextField
          meta={fields.currentPassword}
          label={t('account:password.current')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          userInputs={[email]}
        />
        <button type="submit" className={secondaryButton}>
          {t('account:password.submit')}
        </button>
      </Form>
    </Section>
  )
}
