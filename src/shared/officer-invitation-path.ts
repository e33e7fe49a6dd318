/**
 * The page an invitation's link opens; the token rides in the fragment, so it is in no server's log.
 * In a module of its own, without zod: the page itself is public and reads it on its first load.
 */
export const OFFICER_INVITATION_PATH = "/officer-invitation";
