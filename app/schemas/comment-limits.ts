/**
 * How long a comment may be. Its own module without a schema library: the public comment form
 * checks it with the textarea's own constraints, and importing the zod schemas of comments.ts would
 * put zod in the post page's bundle (its top-level schemas keep it from being tree-shaken).
 */
export const COMMENT_LIMITS = { body: 2000 }
