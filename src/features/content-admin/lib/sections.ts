import type { Editor } from "./editors";

type Sectioned<T> = { key: string; label: string; items: { item: T; index: number }[] };

/**
 * A list cut into the sections its public page shows (decision 136), in the page's order; each item
 * keeps its index in the whole list, which is what a move is sent as. Without sections: one, unnamed.
 */
export function sectionsOf<T extends { fields: Record<string, unknown> }>(editor: Pick<Editor, "sections">, items: readonly T[]): Sectioned<T>[] {
  const spec = editor.sections;
  if (!spec) return [{ key: "", label: "", items: items.map((item, index) => ({ item, index })) }];
  const bySection = new Map<string, { item: T; index: number }[]>(spec.order.map((key) => [key, []]));
  items.forEach((item, index) => {
    const key = String(item.fields[spec.field] ?? "");
    if (!bySection.has(key)) bySection.set(key, []);
    bySection.get(key)!.push({ item, index });
  });
  return [...bySection].filter(([, list]) => list.length > 0).map(([key, list]) => ({ key, label: spec.labels[key] ?? key, items: list }));
}

/**
 * Where an item goes in the whole list when it moves one place within its section: the index of the
 * neighbour it passes (the Worker takes the item out, then puts it at that index). Null at an end.
 */
export function moveTarget<T>(section: readonly { item: T; index: number }[], at: number, direction: "up" | "down"): number | null {
  const neighbour = section[direction === "up" ? at - 1 : at + 1];
  return neighbour ? neighbour.index : null;
}
