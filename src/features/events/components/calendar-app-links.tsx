import { textLink } from "~/components/buttons";

/** The two ways into a calendar app for a feed: the app the device opens webcal: with, and Google Calendar on the web. */
export function CalendarAppLinks({ links }: { links: { webcalUrl: string; googleUrl: string } }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      <li>
        <a href={links.webcalUrl} className={textLink}>
          Open in your calendar app
        </a>
      </li>
      <li>
        <a href={links.googleUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
          Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
