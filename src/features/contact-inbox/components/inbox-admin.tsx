import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { Pager } from "~/components/pager";
import { toast } from "~/lib/toast";
import { usePagedList } from "~/lib/use-paged-list";
import { usePendingAction } from "~/lib/use-pending-action";
import { pageNumber, useQueryState } from "~/lib/use-query-state";
import type { ContactMessage } from "~/shared/contact";
import { deleteMessage } from "../api/delete-message";
import { listMessages, type MessageStatus } from "../api/list-messages";
import { MessageItem } from "./message-item";

const MESSAGES_PAGE_SIZE = 10;

const FILTERS: { value: MessageStatus; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

const isStatus = (value: string): value is MessageStatus => FILTERS.some((f) => f.value === value);

/** The messages sent with the about page's contact form: open ones first by default. */
export function InboxAdmin() {
  const { values, update, hydrated } = useQueryState({ status: "open", page: "1" });
  const status = isStatus(values.status) ? values.status : "open";
  const page = pageNumber(values.page);
  const list = usePagedList(listMessages, { status, page, pageSize: MESSAGES_PAGE_SIZE }, hydrated);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  // The dialog is this page's, open again for the next message: ready again after each delete.
  const { busy, run } = usePendingAction({ again: true });

  const confirmDelete = (message: ContactMessage) =>
    run(async () => {
      await deleteMessage(message.id);
      toast.success("Message deleted.");
      setDeleting(null);
      list.reload();
    });

  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Show</legend>
        {FILTERS.map((filter) => (
          <label
            key={filter.value}
            className="cursor-pointer rounded-full border border-line px-4 py-1.5 text-sm font-medium has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-hover"
          >
            <input
              type="radio"
              name="message-status"
              value={filter.value}
              checked={status === filter.value}
              onChange={() => update({ status: filter.value, page: "1" })}
              className="sr-only"
            />
            {filter.label}
          </label>
        ))}
      </fieldset>

      <FormAlert>{list.error}</FormAlert>
      <section aria-labelledby="messages-title" aria-busy={list.loading}>
        <h2 id="messages-title" className="sr-only">
          {FILTERS.find((f) => f.value === status)?.label} messages
        </h2>
        {list.meta && list.items.length === 0 && !list.loading ? (
          <p className="rounded-md border border-line bg-surface-muted p-4">{status === "open" ? "No open messages. All caught up." : "No messages here."}</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line">
            {list.items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                // Handled messages leave the "open" view (and vice versa): fetch the page again.
                onChanged={(saved) => (status === "all" ? list.replace((m) => m.id === saved.id, saved) : list.reload())}
                onDelete={() => setDeleting(message)}
              />
            ))}
          </ul>
        )}
        {!list.meta && list.loading && <p className="py-4 text-ink-muted">Loading...</p>}
      </section>
      {list.meta && <Pager page={page} pageSize={list.meta.pageSize} total={list.meta.total} noun="messages" onPage={(p) => update({ page: String(p) })} />}

      {deleting && (
        <ConfirmDialog
          title="Delete this message?"
          confirmLabel="Delete message"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            The message from <strong className="text-ink">{deleting.name}</strong> ({deleting.email}) is deleted for good.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
