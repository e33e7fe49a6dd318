import { useEffect, useState } from "react";
import { Link } from "react-router";
import { getPublished } from "~/lib/public-api/content";
import { programPath } from "~/shared/content/paths";
import type { NavChildrenSource, NavItem, NavLinkItem } from "../lib/nav-items";

/**
 * The sub-pages of a group that lists content (the programs), read from the API the first time the
 * group is opened on a visit: no page carries a list an officer may since have changed, and a view
 * that opens no menu costs no request. This module itself is loaded then too (the header is on
 * every page's first load).
 */
const READERS: Record<NavChildrenSource, () => Promise<NavLinkItem[]>> = {
  programs: async () => (await getPublished("programs")).map(({ fields }) => ({ label: String(fields.name), to: programPath(String(fields.slug)) })),
};

const read = new Map<NavChildrenSource, NavLinkItem[]>();
const reading = new Map<NavChildrenSource, Promise<NavLinkItem[]>>();

/** Once per visit; a failed read is forgotten, so the next opening tries again. */
function readOnce(source: NavChildrenSource): Promise<NavLinkItem[]> {
  let promise = reading.get(source);
  if (!promise) {
    promise = READERS[source]().then(
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

type Props = { item: NavItem & { childrenFrom: NavChildrenSource }; currentPath: string | null; linkClassName: string; onPick?: () => void };

/** The group's items (`<li>`s of its list): the links once read, a line while reading or when it failed. */
export function ReadNavLinks({ item, currentPath, linkClassName, onPick }: Props) {
  const source = item.childrenFrom;
  const [links, setLinks] = useState(() => read.get(source) ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (links) return;
    let live = true;
    readOnce(source).then(
      (read) => live && setLinks(read),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [links, source]);

  if (!links) {
    return (
      <li role="status" className="px-3 py-2 text-sm text-ink-muted">
        {failed ? (
          <>
            The list could not be loaded.{" "}
            <Link to={item.to} onClick={onPick} className="text-link underline">
              See all {item.label.toLowerCase()}
            </Link>
          </>
        ) : (
          "Loading…"
        )}
      </li>
    );
  }
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} prefetch="intent" aria-current={link.to === currentPath ? "page" : undefined} onClick={onPick} className={linkClassName}>
        {link.label}
      </Link>
    </li>
  ));
}
