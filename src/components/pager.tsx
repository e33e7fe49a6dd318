import { secondaryButton } from "./buttons";

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds, for the summary ("members", "messages"). */
  noun: string;
};

/** "21–40 of 93 members", with Previous and Next. */
export function Pager({ page, pageSize, total, onPage, noun }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">
        {total === 0 ? `No ${noun}` : `${first}–${last} of ${total} ${noun}`} · page {Math.min(page, pages)} of {pages}
      </p>
      <div className="flex gap-2">
        <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
