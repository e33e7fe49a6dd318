import { useEffect, useState } from "react";
import { errorDetail } from "~/lib/api-client";
import type { PageMeta } from "~/shared/envelope";
import type { User } from "~/shared/users";
import { listUsers, type MemberQuery } from "../api/list-users";

type MemberList = { users: User[]; meta: PageMeta | null; loading: boolean; error: string | null };

/**
 * One page of members for the admin list. The previous page stays on screen
 * while the next loads (no flash of an empty list); `reload` after a change.
 */
export function useMemberList(query: MemberQuery, enabled: boolean) {
  const [list, setList] = useState<MemberList>({ users: [], meta: null, loading: true, error: null });
  const [version, setVersion] = useState(0);
  const { q, page, pageSize } = query;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setList((current) => ({ ...current, loading: true, error: null }));
    listUsers({ q, page, pageSize }, controller.signal)
      .then(({ users, meta }) => setList({ users, meta, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setList((current) => ({ ...current, loading: false, error: errorDetail(error) }));
      });
    return () => controller.abort();
  }, [q, page, pageSize, enabled, version]);

  /** Puts a saved member in place without a round trip. */
  const replace = (user: User) => setList((current) => ({ ...current, users: current.users.map((u) => (u.id === user.id ? user : u)) }));

  return { ...list, reload: () => setVersion((n) => n + 1), replace };
}
