/**
 * Whether this browser has WebAuthn at all. Without it, no passkey button
 * is shown anywhere. Synchronous and without `@simplewebauthn/browser`, so a
 * page can decide what to render before (or without) loading the library,
 * which only the modules that run a ceremony import: the login page loads
 * them on the visitor's first move, the security page with its route.
 */
export function hasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}
