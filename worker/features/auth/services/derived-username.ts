import { USERNAME_MAX } from "../../../../src/shared/fields";
import { randomDigits } from "../../../lib/crypto";

/** What a name without a Latin letter or digit becomes (and the start of a name too short on its own). */
const FALLBACK = "member";
/** Room left at the end for "-" and four digits when the plain form is taken. */
const BASE_MAX = USERNAME_MAX - 5;

/**
 * The username a door sign-up gets when it gives none (issue 35.13, decision 145): the name in
 * the username's alphabet — accents dropped, words joined by ".", lower case — e.g. "Zoë
 * O'Neil" → "zoe.oneil". Never the e-mail's local part, which the member did not choose to show.
 */
export function usernameBase(firstName: string | undefined, lastName: string | undefined): string {
  const words = [firstName ?? "", lastName ?? ""]
    .join(" ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = words.join(".").slice(0, BASE_MAX).replace(/\.+$/, "");
  return joined.length >= 3 ? joined : joined ? `${joined}.${FALLBACK}` : FALLBACK;
}

/** The candidates in the order they are tried: the plain base, then the base with four random digits. */
export function usernameCandidates(base: string, tries: number): string[] {
  return [base, ...Array.from({ length: tries - 1 }, () => `${base}-${randomDigits(4)}`)];
}
