/** A link typed without its scheme ("maps.app.goo.gl/x", "zoom.us/j/1:2") has none; "mailto:" or "javascript:" has one. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * "acme.com/careers" → "https://acme.com/careers": officers type and paste web addresses without their
 * scheme. Anything with a scheme, a path on this site ("/…") or nothing is left as typed, for the
 * field's schema to accept or refuse. One rule for every address field (events, sponsors, links).
 */
export function completeWebAddress(value: string): string {
  const link = value.trim();
  return link === "" || HAS_SCHEME.test(link) || link.startsWith("/") ? link : `https://${link}`;
}
