/**
 * At most `max` characters of `text` on one line, cut at a word when one
 * ends past half of it, with an ellipsis when cut: descriptions in share
 * tags, search results and the like.
 */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
