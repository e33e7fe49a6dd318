import { useThemeChoice, type ThemeChoiceValue } from "../hooks/use-theme-choice";

const OPTIONS: { value: ThemeChoiceValue; label: string; hint: string }[] = [
  { value: "light", label: "Light", hint: "Dark text on a light background." },
  { value: "dark", label: "Dark", hint: "Light text on a dark background." },
  { value: "system", label: "Same as my device", hint: "Follows your system setting, and changes with it." },
];

/** The display mode as a choice of three, saved like the header's toggle (same storage, same effect). */
export function ThemeChoice() {
  const { choice, choose } = useThemeChoice();
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Display mode</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-checked:border-brand has-checked:bg-surface-muted"
        >
          <input
            type="radio"
            name="display-mode"
            value={option.value}
            checked={choice === option.value}
            onChange={() => choose(option.value)}
            className="mt-1 size-4 accent-brand"
          />
          <span>
            <span className="block font-medium text-ink">{option.label}</span>
            <span className="block text-sm text-ink-muted">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
