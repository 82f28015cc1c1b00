import type { PageThread } from '#server/comments/page-thread.server.ts'
import { CommentSection } from './comment-section.tsx'

/** The questions under a lesson, when its course has them on and the reader may read it. */
export function LessonQuestions({ thread, here }: { thread: PageThread | null; here: string }) {
  return thread ? <CommentSection thread={thread} here={here} /> : null
}
