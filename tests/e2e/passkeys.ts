import type { BrowserContext, CDPSession, Page } from "playwright-core";

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn
 * domain): a platform authenticator, as a phone's or laptop's, that holds
 * discoverable credentials, verifies the user and, while presence is
 * simulated, answers every request at once — a conditional (autofill)
 * request included, as if the member had picked the passkey.
 */
export type VirtualAuthenticator = {
  /** The passkeys it holds (ids as base64, as the protocol gives them). */
  credentials: () => Promise<{ credentialId: string; isResidentCredential: boolean; rpId?: string }[]>;
  /** Off: requests wait (an autofill request stays pending) instead of being answered. */
  simulatePresence: (enabled: boolean) => Promise<void>;
};

export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    simulatePresence: async (enabled) => {
      await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled });
    },
  };
}

/** A browser without WebAuthn (older, or locked down): the API is gone before any page script runs. */
export async function removeWebAuthn(context: BrowserContext) {
  await context.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
}

/**
 * Notes each navigator.credentials.get() the page makes ("conditional" for
 * an autofill request, "modal" for a prompt), so a test can wait until a
 * request is really with the browser before changing the authenticator.
 */
export async function recordPasskeyRequests(context: BrowserContext) {
  await context.addInitScript(() => {
    const requests: string[] = [];
    (window as { passkeyRequests?: string[] }).passkeyRequests = requests;
    const get = CredentialsContainer.prototype.get;
    CredentialsContainer.prototype.get = function (options) {
      requests.push(options?.mediation === "conditional" ? "conditional" : "modal");
      return get.call(this, options);
    };
  });
}

export const passkeyRequests = (page: Page) => page.evaluate(() => (window as { passkeyRequests?: string[] }).passkeyRequests ?? []);
