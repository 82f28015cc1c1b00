/**
 * The version of the privacy text (public/locales/{lng}/privacy.json, shown at /privacidad). Raise
 * it when what the text says changes (not for a typo): every consent records the version agreed to.
 */
export const PRIVACY_TEXT_VERSION = '2026-11-28.2'
