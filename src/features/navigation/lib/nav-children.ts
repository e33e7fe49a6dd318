import { useEffect, useState } from "react";
import { programPath } from "~/shared/content/paths";
import type { NavChildrenSource, NavItem, NavLinkItem } from "./nav-items";

/**
 * The sub-pages of a group that lists content (the programs): read from the API the first time the
 * group is opened, once per visit, so no page carries a list an officer may since have changed, and
 * a page view that opens no menu costs no request (the reader is loaded then too).
 */
const LOADERS: Record<NavChildrenSource, () => Promise<NavLinkItem[]>> = {
  programs: async () => {
    const { getPublished } = await import("~/lib/public-api/content");
    return (await getPublished("programs")).map(({ fields }) => ({ label: String(fields.name), to: programPath(String(fields.slug)) }));
  },
};

const read = new Map<NavChildrenSource, NavLinkItem[]>();
const reading = new Map<NavChildrenSource, Promise<NavLinkItem[]>>();

/** A failed read is forgotten, so the next opening tries again. */
function load(source: NavChildrenSource): Promise<NavLinkItem[]> {
  let promise = reading.get(source);
  if (!promise) {
    promise = LOADERS[source]().then(
      (links) => {
        read.set(source, links);
        return links;
      },
      (error: unknown) => {
        reading.delete(source);
        throw error;
      },
    );
    reading.set(source, promise);
  }
  return promise;
}

export type NavChildren = { links: readonly NavLinkItem[]; status: "ready" | "loading" | "failed" };

/** The group's sub-pages: fixed ones at once; read ones from the first time `open` is true. */
export function useNavChildren(item: NavItem, open: boolean): NavChildren {
  const source = item.childrenFrom;
  const [, setVersion] = useState(0);
  const [failedAt, setFailedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!source || !open || read.has(source)) return;
    let live = true;
    load(source).then(
      () => live && setVersion((version) => version + 1),
      () => live && setFailedAt(Date.now()),
    );
    return () => {
      live = false;
    };
  }, [source, open]);
  if (!source) return { links: item.children ?? [], status: "ready" };
  const links = read.get(source);
  if (links) return { links, status: "ready" };
  return { links: [], status: failedAt !== null && !reading.has(source) ? "failed" : "loading" };
}
