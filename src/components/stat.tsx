/** One figure in a `<dl>` of figures (dashboard, points): its label above, the value large. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface-muted p-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}
