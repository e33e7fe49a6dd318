import { useState, type ReactNode } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { Pager } from "~/components/pager";
import { inputClass } from "~/components/field";
import { usePagedList } from "~/lib/use-paged-list";
import { pageNumber, useQueryState } from "~/lib/use-query-state";
import type { User } from "~/shared/users";
import { listUsers } from "../../api/list-users";
import { useAuth } from "../../hooks/use-auth";
import { CreateMemberDialog } from "./create-member-dialog";
import { DeleteMemberDialog } from "./delete-member-dialog";
import { EditMemberDialog } from "./edit-member-dialog";
import { MemberRow } from "./member-row";

const MEMBERS_PAGE_SIZE = 20;

type Open = { kind: "create" } | { kind: "edit"; member: User } | { kind: "delete"; member: User } | null;

type MembersAdminProps = {
  /** More actions in each member's row, from other features; `update` puts the changed member in the list. */
  rowActions?: (member: User, update: (member: User) => void) => ReactNode;
};

/** The admin's members list: search, paging, add, edit roles and points, delete. */
export function MembersAdmin({ rowActions }: MembersAdminProps = {}) {
  const { userId: currentUserId, refreshSession } = useAuth();
  const { values, update, hydrated } = useQueryState({ q: "", page: "1" });
  const page = pageNumber(values.page);
  const list = usePagedList(listUsers, { q: values.q, page, pageSize: MEMBERS_PAGE_SIZE }, hydrated);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchForm key={values.q} initial={values.q} onSearch={(q) => update({ q, page: "1" })} />
        <button type="button" className={primaryButton} onClick={() => setOpen({ kind: "create" })}>
          Add member
        </button>
      </div>

      <FormAlert>{list.error}</FormAlert>
      <section aria-labelledby="members-list-title" aria-busy={list.loading}>
        <h2 id="members-list-title" className="sr-only">
          {values.q ? `Members matching “${values.q}”` : "All members"}
        </h2>
        {list.meta && list.items.length === 0 && !list.loading ? (
          <p className="rounded-md border border-line bg-surface-muted p-4">{values.q ? `No member matches “${values.q}”.` : "No members yet."}</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line">
            {list.items.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isSelf={member.id === currentUserId}
                onEdit={() => setOpen({ kind: "edit", member })}
                onDelete={() => setOpen({ kind: "delete", member })}
                extraActions={rowActions?.(member, (changed) => list.replace((item) => item.id === changed.id, changed))}
              />
            ))}
          </ul>
        )}
        {!list.meta && list.loading && <p className="py-4 text-ink-muted">Loading...</p>}
      </section>
      {list.meta && <Pager page={page} pageSize={list.meta.pageSize} total={list.meta.total} noun="members" onPage={(p) => update({ page: String(p) })} />}

      {open?.kind === "create" && (
        <CreateMemberDialog
          onClose={close}
          onCreated={() => {
            close();
            list.reload();
          }}
        />
      )}
      {open?.kind === "edit" && (
        <EditMemberDialog
          member={open.member}
          onClose={close}
          onSaved={(saved) => {
            close();
            list.replace((member) => member.id === saved.id, saved);
            // An admin changed their own roles: the session's roles need reading again.
            if (saved.id === currentUserId && saved.roles !== open.member.roles) void refreshSession();
          }}
        />
      )}
      {open?.kind === "delete" && (
        <DeleteMemberDialog
          member={open.member}
          onClose={close}
          onDeleted={() => {
            close();
            list.reload();
          }}
        />
      )}
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <search aria-label="Members" className="min-w-0 flex-1 basis-72">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="member-search" className="block text-sm font-medium text-ink">
            Search by name, username or e-mail
          </label>
          <input id="member-search" type="search" value={text} onChange={(event) => setText(event.target.value)} className={inputClass} />
        </div>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>
    </search>
  );
}
