import { Link } from "react-router";
import { primaryButton, secondaryButton, textLink } from "~/components/buttons";
import type { LeaderboardMeta, LeaderboardRow } from "~/shared/leaderboard";
import { useLeaderboard } from "../hooks/use-leaderboard";
import { formatPoints, memberName, memberPagePath, ordinal } from "../lib/members";
import { TermSelect } from "./term-select";
import { plural } from "~/shared/plural";

type LeaderboardProps = {
  /** Null while the session is checked (and in the prerendered page). */
  signedIn: boolean | null;
  /** The viewer, to mark their row. */
  viewer: { userId: string; username: string };
  term: string;
  onTerm: (term: string) => void;
};

/**
 * The leaderboard page's body: a sign-in prompt for visitors; for members,
 * the term selector, the top of the board with ties sharing a rank, and the
 * viewer's own row, highlighted, even below the top. The block keeps a
 * screen's height while it loads, so what follows does not move.
 */
export function Leaderboard({ signedIn, viewer, term, onTerm }: LeaderboardProps) {
  const board = useLeaderboard(term, signedIn === true);

  if (signedIn === false) return <SignInPrompt />;
  return (
    <div className="min-h-svh space-y-6" aria-busy={signedIn === null || board.loading}>
      <TermSelect value={term} terms={board.terms} onChange={onTerm} />
      {signedIn === null || (board.loading && !board.board) ? (
        <p className="text-ink-muted">Loading…</p>
      ) : board.error ? (
        <div role="alert" className="rounded-md border border-line bg-surface-muted p-4">
          <p className="font-semibold text-ink">The leaderboard could not be loaded: {board.error}</p>
          <button type="button" className={`${primaryButton} mt-3`} onClick={board.retry}>
            Try again
          </button>
        </div>
      ) : board.board ? (
        <Board rows={board.board.rows} meta={board.board.meta} viewer={viewer} onTerm={onTerm} />
      ) : null}
    </div>
  );
}

function SignInPrompt() {
  return (
    <div className="rounded-lg border border-line bg-surface-muted p-6">
      <h2 className="text-xl font-semibold text-ink">For members</h2>
      <p className="mt-2 text-ink-muted">
        Log in to see who has earned the most points this term, and where you stand. Members earn points by checking in at events.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/login?redirect=%2Fleaderboard" className={primaryButton}>
          Log In
        </Link>
        <Link to="/signup" className={secondaryButton}>
          Sign Up
        </Link>
      </div>
    </div>
  );
}

type BoardProps = { rows: LeaderboardRow[]; meta: LeaderboardMeta; viewer: { userId: string; username: string }; onTerm: (term: string) => void };

function Board({ rows, meta, viewer, onTerm }: BoardProps) {
  if (meta.scope === "term" && meta.term === null) {
    return (
      <div className="rounded-md border border-line bg-surface-muted p-4">
        <p className="font-semibold text-ink">No term is running right now, so there is no leaderboard for this term.</p>
        <button type="button" className={`${primaryButton} mt-3`} onClick={() => onTerm("all")}>
          See all time
        </button>
      </div>
    );
  }
  const title = meta.term ? meta.term.name : "All time";
  const listed = rows.some((row) => row.userId === viewer.userId);
  return (
    <div className="space-y-4">
      <Standing meta={meta} title={title} />
      {rows.length === 0 ? (
        <p className="text-ink-muted">Nobody has points {meta.term ? `in ${meta.term.name} ` : ""}yet. Check in at an event to be the first.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left">
            <caption className="sr-only">Leaderboard, {title}: rank, member and points</caption>
            <thead className="bg-surface-muted text-sm text-ink">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Rank
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Member
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Points
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <Row key={row.userId} row={row} isViewer={row.userId === viewer.userId} />
              ))}
              {!listed && meta.me.rank !== null && (
                <>
                  {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable; the gap row is decoration, kept from screen readers */}
                  <tr aria-hidden="true">
                    <td colSpan={3} className="px-4 py-1 text-center text-ink-muted">
                      ⋯
                    </td>
                  </tr>
                  <Row
                    row={{ rank: meta.me.rank, userId: viewer.userId, username: viewer.username, firstName: "", lastName: "", points: meta.me.points }}
                    isViewer
                  />
                </>
              )}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-ink-muted">
        Ties share a rank. Rather not be listed?{" "}
        <Link to="/profile/settings" className={textLink}>
          Change it in your settings
        </Link>
        ; you will still see your own rank.
      </p>
    </div>
  );
}

function Standing({ meta, title }: { meta: LeaderboardMeta; title: string }) {
  return (
    <p className="text-lg text-ink" data-testid="my-standing">
      {meta.me.rank === null
        ? `You have no points ${meta.term ? "this term" : "yet"}. Check in at an event to get on the board.`
        : `You are ${ordinal(meta.me.rank)} of ${formatPoints(meta.total)} with ${plural(meta.me.points, "point", { count: formatPoints })} (${title}).`}
    </p>
  );
}

function Row({ row, isViewer }: { row: LeaderboardRow; isViewer: boolean }) {
  return (
    <tr className={isViewer ? "bg-brand/10 font-semibold" : undefined} aria-current={isViewer ? "true" : undefined}>
      <td className="px-4 py-2 tabular-nums text-ink">{row.rank}</td>
      <td className="px-4 py-2">
        <Link to={memberPagePath(row)} className="wrap-anywhere text-ink hover:text-link hover:underline">
          {memberName(row)}
        </Link>
        {isViewer && <span className="ml-2 rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-white">You</span>}
      </td>
      <td className="px-4 py-2 text-right tabular-nums text-ink">{formatPoints(row.points)}</td>
    </tr>
  );
}
