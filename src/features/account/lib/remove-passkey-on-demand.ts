/** Removes a passkey, loading the call (and its schema) only when a dialog confirms it: the pages that list passkeys do not carry it. */
export async function removePasskeyOnDemand(id: string) {
  const { removePasskey } = await import("../api/remove-passkey");
  return removePasskey(id);
}
