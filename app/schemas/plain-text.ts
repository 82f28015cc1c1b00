import { z } from './zod.ts'

/**
 * Control characters in typed text. A browser never sends them from an input (a textarea only
 * sends line breaks and tabs), they are invisible on screen, and PostgreSQL refuses a NUL byte in
 * a text column outright. Every text field of every form is checked with these rules. A lone half
 * of a surrogate pair (not a character at all; the database would store a replacement mark instead)
 * is refused with them.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export const CONTROL_CHARACTER_ERROR = 'validation:controlCharacters'

const LONE_SURROGATE = /\p{Cs}/u

export const hasControlCharacters = (value: string, { multiline = false } = {}) =>
  (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value) || LONE_SURROGATE.test(value)

/**
 * A string without control characters; `multiline` lets line breaks and tabs through (textareas).
 * The check runs before trimming, so a trailing NUL is reported rather than silently kept.
 */
export const plainString = ({ multiline = false, error }: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(error ? { error } : undefined)
    .refine((value) => !hasControlCharacters(value, { multiline }), CONTROL_CHARACTER_ERROR)

// One pass over code points: removing a NUL between two halves must not join them into a pair.
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/gu

/** Removes control characters instead of refusing them: for search boxes and URL filters. */
export const withoutControlCharacters = (value: string) => value.replace(STRIPPED, '')
