import { RESOURCES } from "~/content/resources";

/** Offices on campus: name, where, what for. */
export function CampusHelp() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {RESOURCES.campus.map((place) => (
        <div key={place.name} className="rounded-xl border border-line bg-surface-raised p-4">
          <dt className="font-semibold text-ink">{place.name}</dt>
          <dd className="text-sm font-medium text-link">{place.where}</dd>
          <dd className="mt-1 text-sm text-ink-muted">{place.description}</dd>
        </div>
      ))}
    </dl>
  );
}
