/**
 * "This browser has just signed out": the AuthProvider announces it, and
 * whatever keeps a member's data for the page's lifetime (the record behind
 * the profile card) forgets it, so the next member to sign in here does not
 * see it. A signal rather than an import, so the provider — on every page's
 * first load — does not carry that data's code.
 */
const listeners = new Set<() => void>();

export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function announceSignedOut() {
  for (const notify of listeners) notify();
}
