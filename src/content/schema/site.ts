import * as z from "zod";
import { publicOrigin } from "../../shared/site-address";

/**
 * The part of src/site.config.ts the build checks: the site's address, which
 * canonical links, share images, mail links and passkeys all derive from
 * (decision 075), must be the https address the site is served at, written
 * as an origin ("https://chapter.example.edu", no path and no trailing slash),
 * and the time zone a name the runtime knows.
 */
export const SiteConfigSchema = z.object({
  url: z.string().refine((url) => publicOrigin(url) === url, {
    message: 'must be the site\'s https address with nothing after the host, e.g. "https://sase.example.edu" (or your workers.dev address)',
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
    { message: 'must be a time zone name such as "America/Chicago" or "Asia/Singapore"' },
  ),
});
