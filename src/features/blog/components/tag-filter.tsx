type Props = {
  tags: readonly string[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
};

const chip =
  "rounded-full border px-3 py-1 text-sm font-medium transition-colors aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white border-line text-ink hover:border-brand";

/** Toggle buttons to show only the posts with one tag; "All" clears the filter. */
export function TagFilter({ tags, selected, onSelect }: Props) {
  return (
    <fieldset aria-label="Filter posts by tag" className="flex min-w-0 flex-wrap gap-2">
      <button type="button" className={chip} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        All
      </button>
      {tags.map((tag) => (
        <button key={tag} type="button" className={chip} aria-pressed={selected === tag} onClick={() => onSelect(selected === tag ? null : tag)}>
          #{tag}
        </button>
      ))}
    </fieldset>
  );
}
