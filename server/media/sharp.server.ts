import type sharpType from 'sharp'

/**
 * sharp (with libvips) is loaded when an image is first encoded, not when the server starts: most
 * processes serve pages all day and never touch an upload.
 */
let loading: Promise<typeof sharpType> | undefined
export const loadSharp = () => (loading ??= import('sharp').then((module) => module.default))
