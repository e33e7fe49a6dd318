import { textLink } from "~/components/buttons";
import { descriptionParagraphs } from "../lib/linkify";

/** An event's description: its paragraphs, with web addresses as links (and never any HTML from the text). */
export function EventDescription({ description }: { description: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-ink">
      {descriptionParagraphs(description).map((pieces, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered: the position is their identity
        <p key={index} className="whitespace-pre-line wrap-anywhere">
          {pieces.map((piece, at) =>
            piece.href ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one paragraph, never reordered: the position is their identity
              <a key={at} href={piece.href} target="_blank" rel="noopener noreferrer nofollow" className={textLink}>
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
