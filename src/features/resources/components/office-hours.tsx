import { RESOURCES } from "~/content/resources";

/** The board's weekly office hours as a table. */
export function OfficeHours() {
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus for the keyboard to scroll it (axe: scrollable-region-focusable)
    <section tabIndex={0} aria-label="Office hours" className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Weekly office hours of board members</caption>
        <thead className="bg-surface-muted text-ink">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              Who
            </th>
            <th scope="col" className="p-3 font-semibold">
              When
            </th>
            <th scope="col" className="p-3 font-semibold">
              Where
            </th>
            <th scope="col" className="p-3 font-semibold">
              Ask about
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {RESOURCES.officeHours.map((slot) => (
            <tr key={slot.host}>
              <th scope="row" className="p-3 font-medium text-ink">
                {slot.host}
                <span className="block font-normal text-ink-muted">{slot.role}</span>
              </th>
              <td className="p-3 text-ink">
                {slot.day}s, {slot.time}
              </td>
              <td className="p-3 text-ink">{slot.place}</td>
              <td className="p-3 text-ink-muted">{slot.topics}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
