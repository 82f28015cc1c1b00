import { linkify, LINK_REL } from './linkify.ts'

/** A reader's plain text: escaped by React, line breaks kept, http(s) addresses as safe links. */
export function CommentText({ text }: { text: string }) {
  return (
    <p dir="auto" className="break-words whitespace-pre-line">
      {linkify(text).map((piece, index) =>
        piece.href ? (
          <a
            key={index}
            href={piece.href}
            rel={LINK_REL}
            target="_blank"
            className="text-emerald-700 underline dark:text-emerald-400"
          >
            {piece.text}
          </a>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  )
}
