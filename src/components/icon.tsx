import type { Pillar } from "~/content/schema/identity";
import sprite from "./icons.svg?no-inline";

export type IconName = "sun" | "moon" | "menu" | "close" | "chevron-down" | "user" | "search" | "camera" | "briefcase" | "link" | "chat" | Pillar["id"];

/**
 * A small icon from the site's sprite (icons.svg, one cached file with a
 * hashed name), drawn in the text colour. The drawings are in the sprite
 * rather than in the JavaScript, so no page's first load carries them.
 * Decorative: the control or the text beside it carries the name.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
