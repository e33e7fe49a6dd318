import * as z from "zod";
import { publicOrigin } from "../../shared/site-address";

/**
 * The part of src/site.config.ts the build checks: the site's address, which
 * canonical links, share images, mail links and passkeys all derive from
 * (decision 075), must be the https address the site is served at, written
 * as an origin ("https://chapter.example.edu", no path and no trailing slash),
 * the time zone a name the runtime knows, the brand colours six-digit hex
 * (their contrast is a unit test: scripts/vite/brand-colours.test.ts), and
 * the event categories one line each with their usual points.
 */
export const SiteConfigSchema = z.object({
  url: z.string().refine((url) => publicOrigin(url) === url, {
    message: 'must be the site\'s https address with nothing after the host, e.g. "https://chapter.example.edu" (or your workers.dev address)',
  }),
  timeZone: z.string().refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be a time zone name such as "Europe/Lisbon" or "Asia/Singapore"' },
  ),
  brand: z.record(z.string(), z.string().regex(/^#[0-9A-Fa-f]{6}$/, { message: 'must be a colour written as "#1F5FA8"' })),
  eventCategories: z
    .record(
      z.string().regex(/^[^\r\n,;]{2,40}$/, { message: "must be 2 to 40 characters on one line, without commas or semicolons" }),
      z.number().int().min(0).max(1000),
    )
    .refine((categories) => Object.keys(categories).length > 0, { message: "must name at least one kind of event" }),
});
