/**
 * The site's public address (`publicOrigin(site.url)`), from the one place a chapter sets it
 * (`url` in src/site.config.ts; decision 075): canonical links and share
 * images baked into the pages, links in mail, the calendar feeds and the
 * passkeys' relying party all derive from it, so they cannot disagree.
 * null when `url` is not an https address (or http on localhost): the
 * Worker then refuses to mail links or mint passkeys rather than guess.
 */
export function publicOrigin(url: string): string | null {
  const address = url.trim().replace(/\/+$/, "");
  return ORIGIN.test(address) ? address.toLowerCase() : null;
}

/** An https origin (a host, an optional port, nothing after), or http on localhost. No URL here: shared code runs without the DOM's types. */
const ORIGIN = /^(https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?|http:\/\/localhost(:\d{1,5})?)$/i;
