import { WebAuthnError } from "@simplewebauthn/browser";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-error";
import { ALREADY_ON_DEVICE, DEVICE_FAILED, PROMPT_CLOSED, isAlreadyOnDevice, passkeyFailure, passkeyProblem, WRONG_ADDRESS } from "./passkey-problems";

const browserError = (name: string, message = "The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/") =>
  new DOMException(message, name);
/** What @simplewebauthn/browser throws: its own error, keeping the browser's name and its error as the cause. */
const libraryError = (name: string, code: ConstructorParameters<typeof WebAuthnError>[0]["code"]) =>
  new WebAuthnError({ message: "technical detail", code, cause: browserError(name) });

describe("passkeyProblem: a sentence for each way a ceremony fails, never the browser's message", () => {
  it("a closed prompt, a timeout or no passkey on the device (NotAllowedError)", () => {
    expect(passkeyProblem(libraryError("NotAllowedError", "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY"), "sign-in")).toBe(PROMPT_CLOSED["sign-in"]);
    expect(passkeyProblem(browserError("NotAllowedError"), "add")).toBe(PROMPT_CLOSED.add);
  });

  it("a device that already holds a passkey for the account, when adding", () => {
    const error = libraryError("InvalidStateError", "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED");
    expect(isAlreadyOnDevice(error)).toBe(true);
    expect(passkeyProblem(error, "add")).toBe(ALREADY_ON_DEVICE);
  });

  it("the API's own sentence, without its code", () => {
    const unknown = new ApiError("[PASSKEY_UNKNOWN] Not registered here.", 401, "PASSKEY_UNKNOWN", "Not registered here.");
    expect(passkeyProblem(unknown, "sign-in")).toBe("Not registered here.");
    expect(passkeyFailure(unknown, "sign-in")).toBe(unknown);
  });

  it("nothing when the page itself cancelled the prompt", () => {
    expect(passkeyProblem(libraryError("AbortError", "ERROR_CEREMONY_ABORTED"), "sign-in")).toBeNull();
    expect(passkeyFailure(browserError("AbortError"), "add")).toBeNull();
  });

  it("a wrong address, and anything else the device reports", () => {
    expect(passkeyProblem(libraryError("SecurityError", "ERROR_INVALID_RP_ID"), "sign-in")).toBe(WRONG_ADDRESS);
    expect(passkeyProblem(libraryError("UnknownError", "ERROR_AUTHENTICATOR_GENERAL_ERROR"), "add")).toBe(DEVICE_FAILED.add);
    expect(passkeyProblem(new TypeError("x is undefined"), "sign-in")).toBe(DEVICE_FAILED["sign-in"]);
    expect(passkeyFailure(browserError("NotSupportedError"), "add")?.message).toBe(DEVICE_FAILED.add);
  });
});
