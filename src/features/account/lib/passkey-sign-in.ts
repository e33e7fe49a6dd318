import {
  browserSupportsWebAuthnAutofill,
  sendSignal,
  startAuthentication,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { hasErrorCode } from "~/lib/api-error";
import { passkeySignInOptions } from "../api/passkey-sign-in-options";
import { signInWithPasskey } from "../api/sign-in-with-passkey";
import { passkeyProblem } from "./passkey-problems";

type Callbacks = {
  /** A passkey was accepted: the session cookie is set. */
  onSignedIn: () => Promise<void>;
  /** A sentence for the member: why the sign-in did not happen. */
  onFailure: (message: string) => void;
  /** A passkey's answer is being checked, or the button's prompt is open. */
  onBusy: (busy: boolean) => void;
};

export type PasskeySignIn = {
  /** Offers the member's passkeys in the username field's autofill, where the browser can. */
  armAutofill: () => void;
  /** The "Sign in with a passkey" button: the browser's own prompt. */
  signIn: () => void;
  /** The page is going away, or the member signed in: end whatever is pending. */
  stop: () => void;
};

type Options = PublicKeyCredentialRequestOptionsJSON;

/** A challenge lives 5 minutes (the options' `timeout`); new options are fetched a little before. */
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
const REARM_MARGIN_MS = 15_000;
/**
 * Autofill is armed again after a failed sign-in, so the member can pick
 * another passkey, but not endlessly: an authenticator that answers on its
 * own (a test's virtual one) would otherwise loop.
 */
const MAX_AUTOFILL_FAILURES = 3;

/**
 * Passkey sign-in on the login page. The autofill request and the button
 * share one pending challenge (the server keeps one per browser and
 * purpose): starting one ends the other, options are fetched one at a time
 * so the server keeps the newest, and every failure fetches new ones, since
 * a challenge serves one attempt. A conditional request the browser keeps
 * open gets new options before its challenge expires, while the page is
 * visible.
 */
export function createPasskeySignIn({ onSignedIn, onFailure, onBusy }: Callbacks): PasskeySignIn {
  // Bumped by every new request and by stop(): answers to older ones are dropped.
  let round = 0;
  let stopped = false;
  let autofillFailures = 0;
  let cancelRearm = () => {};
  let lastOptions: Promise<unknown> = Promise.resolve();

  /** New options, after any earlier request has been answered: the server keeps the last it issued. */
  function fetchOptions(): Promise<Options> {
    // The server's answer is its library's own output, handed on as it is (docs/api.md).
    const next = lastOptions.catch(() => undefined).then(async () => (await passkeySignInOptions()) as unknown as Options);
    lastOptions = next;
    return next;
  }

  function scheduleRearm(options: Options) {
    cancelRearm();
    const timer = setTimeout(rearmWhenVisible, (options.timeout ?? DEFAULT_TIMEOUT_MS) - REARM_MARGIN_MS);
    cancelRearm = () => clearTimeout(timer);
  }

  // A hidden tab does not spend a challenge (a D1 write) every five minutes.
  function rearmWhenVisible() {
    if (document.visibilityState === "visible") return armAutofill();
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", onVisible);
      armAutofill();
    };
    document.addEventListener("visibilitychange", onVisible);
    cancelRearm = () => document.removeEventListener("visibilitychange", onVisible);
  }

  async function finish(response: AuthenticationResponseJSON, options: Options, fromAutofill: boolean) {
    onBusy(true);
    try {
      // The extension results as a plain record, which is how the API's contract reads them.
      await signInWithPasskey({ response: { ...response, clientExtensionResults: { ...response.clientExtensionResults } } });
    } catch (error) {
      onBusy(false);
      if (stopped) return;
      const problem = passkeyProblem(error, "sign-in");
      if (problem) onFailure(problem);
      // A passkey we do not know (removed, or its account deleted): ask the
      // device to stop offering it, where the browser can.
      if (hasErrorCode(error, "PASSKEY_UNKNOWN")) await forgetOnThisDevice(options.rpId, response.id);
      if (!fromAutofill || ++autofillFailures < MAX_AUTOFILL_FAILURES) armAutofill();
      return;
    }
    stopped = true;
    await onSignedIn();
  }

  async function autofill() {
    if (stopped) return;
    const mine = ++round;
    cancelRearm();
    if (!(await browserSupportsWebAuthnAutofill()) || mine !== round) return;
    let options: Options;
    try {
      options = await fetchOptions();
    } catch {
      return; // offline, or passkeys are off: the button says why when pressed
    }
    if (mine !== round) return;
    scheduleRearm(options);
    let response: AuthenticationResponseJSON;
    try {
      response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: true });
    } catch {
      return; // replaced by a newer request, or ended by the browser: the timer arms it again
    }
    if (mine !== round) return;
    cancelRearm();
    await finish(response, options, true);
  }

  async function signIn() {
    if (stopped) return;
    const mine = ++round;
    cancelRearm();
    onBusy(true);
    // End the autofill request before its challenge is replaced: an answer to it could only fail now.
    WebAuthnAbortService.cancelCeremony();
    let options: Options;
    let response: AuthenticationResponseJSON;
    try {
      options = await fetchOptions();
      response = await startAuthentication({ optionsJSON: options });
    } catch (error) {
      onBusy(false);
      if (mine !== round) return;
      const problem = passkeyProblem(error, "sign-in");
      if (problem) onFailure(problem);
      armAutofill();
      return;
    }
    if (mine !== round) return onBusy(false);
    await finish(response, options, false);
  }

  function armAutofill() {
    void autofill();
  }

  return {
    armAutofill,
    signIn: () => void signIn(),
    stop() {
      stopped = true;
      round += 1;
      cancelRearm();
      WebAuthnAbortService.cancelCeremony();
    },
  };
}

/** PublicKeyCredential.signalUnknownCredential, where the browser has it; best effort. */
async function forgetOnThisDevice(rpID: string | undefined, credentialID: string) {
  if (!rpID) return;
  try {
    await sendSignal({ signalName: "unknownCredential", rpID, credentialID });
  } catch {
    // not supported, or the device declined: nothing the member needs to know
  }
}
