/** What a search result is ("Event", "Board member", "Mentor-Mentee FAQ"), beside its title. */
export function KindLabel({ label }: { label: string }) {
  return <span className="shrink-0 rounded bg-surface-muted px-1.5 text-xs font-semibold text-ink-muted">{label}</span>;
}
