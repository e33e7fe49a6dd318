/** What a profile page shows until the session is known (and in its prerendered HTML): its name and "Loading...". */
export function ProfilePlaceholder({ title }: { title: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p aria-busy="true" className="mt-3 text-ink-muted">
        Loading...
      </p>
    </>
  );
}
