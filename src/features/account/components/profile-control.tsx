import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useDismiss } from "~/lib/use-dismiss";
import { useAuth } from "../hooks/use-auth";
import { useLogout } from "../hooks/use-logout";
import { ProfileCard } from "./profile-card";
import { useCurrentUser } from "../hooks/use-current-user";

/** The card closes this long after the pointer or focus leaves (docs/product.md, Constants). */
const PROFILE_CARD_CLOSE_DELAY_MS = 150;

/** The signed-in header control: a profile icon linking to /profile, with a summary card on hover or focus. */
export function ProfileControl({ dark }: { dark: boolean }) {
  const { userId, isAdmin, isSponsor } = useAuth();
  const logOut = useLogout();
  const cardId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useDismiss(open, () => setOpen(false), { inside: [rootRef] });

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), PROFILE_CARD_CLOSE_DELAY_MS);
  };

  async function onLogout() {
    if (await logOut()) setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover or focus anywhere inside opens the card; the controls are the link and the card's own
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) hideSoon();
      }}
    >
      <Link
        to="/profile"
        prefetch="intent"
        aria-label="Profile"
        aria-describedby={open ? cardId : undefined}
        className={`inline-flex rounded-full border p-1.5 ${dark ? "border-white/40 text-white hover:bg-white/10" : "border-line text-ink hover:bg-surface-muted"}`}
      >
        <Icon name="user" />
      </Link>
      {open && <OpenCard id={cardId} userId={userId} isAdmin={isAdmin} isSponsor={isSponsor} onLogout={onLogout} />}
    </div>
  );
}

type OpenCardProps = { id: string; userId: string; isAdmin: boolean; isSponsor: boolean; onLogout: () => void };

function OpenCard({ id, userId, isAdmin, isSponsor, onLogout }: OpenCardProps) {
  const summary = useCurrentUser(userId);
  return <ProfileCard id={id} summary={summary} isAdmin={isAdmin} isSponsor={isSponsor} onLogout={onLogout} />;
}
