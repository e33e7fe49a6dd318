/** Links to the page's parts, by their heading ids. */
export function OnThisPage({ parts }: { parts: readonly (readonly [id: string, label: string])[] }) {
  return (
    <nav aria-label="On this page" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {parts.map(([id, label]) => (
        <a key={id} href={`#${id}`} className="font-medium text-link underline underline-offset-4">
          {label}
        </a>
      ))}
    </nav>
  );
}
