import { CONTROL_CHARACTERS } from "../../src/shared/fields";
import { site } from "../../src/site.config";

/**
 * The one way a mail's subject line is made (templates.ts composes every
 * mail through it): the topic and the chapter's name, on one line. Event
 * titles and names are refused with control characters when they are
 * written, but rows older than that rule, or a value that slipped past it,
 * must still never add a header line (CR LF "Bcc: …") to a mail, so any
 * run of control characters becomes one space here.
 */
export function mailSubject(topic: string): string {
  const line = topic.replace(CONTROL_CHARACTERS, " ").replace(/ {2,}/g, " ").trim();
  return `${line} — ${site.productName}`;
}
