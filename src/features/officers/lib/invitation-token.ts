/**
 * An officer invitation's secret while its invitee signs in (decision 135): the link carries it in
 * the fragment, which the sign-in page's `?redirect=` does not keep, so it waits in this tab's
 * sessionStorage and is dropped once accepted. A fragment, when there is one, wins.
 */
const KEY = "officer-invitation";

/** The token from `#token=…`, else the one kept in this tab, else null. */
export function takeInvitationToken(hash: string): string | null {
  const fromLink = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  if (fromLink) return fromLink;
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function keepInvitationToken(token: string) {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the invitee opens the mail's link again after signing in.
  }
}

export function forgetInvitationToken() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
