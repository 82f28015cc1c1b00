import type { FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { TextField } from './fields.tsx'
import { PasswordStrength } from './password-strength.tsx'
import { PASSWORD_MIN } from '#app/schemas/auth-limits.ts'

type Field = FieldMetadata<string | null | undefined>

/**
 * The new password and its confirmation, with the policy hint and the live strength meter: the
 * same pair on sign-up, first-admin setup, reset and account settings.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  userInputs = [],
}: {
  password: Field
  confirmPassword: Field
  /** Words the meter should treat as guessable (the user's e-mail, name). */
  userInputs?: string[]
}) {
  const { t } = useTranslation('auth')
  const [value, setValue] = useState('')
  return (
    <>
      <TextField
        meta={password}
        label={t('auth:fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth:password.rules', { min: PASSWORD_MIN })}
        onValueChange={setValue}
      >
        <PasswordStrength password={value} userInputs={userInputs} />
      </TextField>
      <TextField
        meta={confirmPassword}
        label={t('auth:fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  )
}
