/**
 * Suggestions for a text input (`<input list={id}>`): the browser offers
 * them as the person types, and any other text is still allowed.
 */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}
