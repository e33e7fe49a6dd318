// `npm run user:promote -- <username> [--remote] [--revoke]`
// Grants (or with --revoke, removes) the admin role: the way to bootstrap the
// first admin. Local database by default (PERSIST_TO=dir as for preview);
// --remote for the deployed one. Other roles the member has are kept. Exits
// non-zero, saying why, when there is no such member.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const username = args.find((arg) => !arg.startsWith("--"));
const remote = args.includes("--remote");
const revoke = args.includes("--revoke");

if (!username || !/^[A-Za-z0-9._-]{3,32}$/.test(username)) {
  console.error("Usage: npm run user:promote -- <username> [--remote] [--revoke]");
  process.exit(2);
}

const target = remote ? ["--remote"] : ["--local", ...(process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [])];

/** Runs SQL through wrangler (one start of wrangler, several statements) and returns each statement's rows. */
function query(sql: string): Record<string, unknown>[][] {
  const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    console.error("✖ Could not reach the database (see above).");
    process.exit(1);
  }
  const batches: { results?: Record<string, unknown>[] }[] = JSON.parse(result.stdout);
  return batches.map((batch) => batch.results ?? []);
}

// One wrangler call (each start costs seconds): the member as found, the change, the member after it.
// The username is checked against the strict pattern above, so it is safe to inline. Roles are a
// comma-separated list of known words; the new list keeps the others, adds "member", and is sorted.
const who = `username = '${username}' COLLATE NOCASE`;
const hasAdmin = "instr(',' || replace(roles, ' ', '') || ',', ',admin,') > 0";
const newRoles = `(SELECT group_concat(role, ',') FROM (
    SELECT trim(value) AS role FROM json_each('["' || replace(roles, ',', '","') || '"]') WHERE trim(value) NOT IN ('', 'admin')
    UNION SELECT 'member'${revoke ? "" : " UNION SELECT 'admin'"}
    ORDER BY role))`;
const [before, , after] = query(
  [
    `SELECT username, roles FROM users WHERE ${who};`,
    `UPDATE users SET roles = ${newRoles}, time_updated = ${Date.now()} WHERE ${who} AND ${revoke ? hasAdmin : `NOT (${hasAdmin})`};`,
    `SELECT username, roles FROM users WHERE ${who};`,
  ].join("\n"),
);
const member = before?.[0];
if (!member) {
  console.error(`✖ No member with the username "${username}"${remote ? " on the deployed site" : " in the local database"}. Nothing changed.`);
  process.exit(1);
}
const changed = after?.[0]?.roles !== member.roles;
if (!changed) {
  console.log(revoke ? `${member.username} is not an admin; nothing changed.` : `${member.username} is already an admin; nothing changed.`);
  process.exit(0);
}
const next = String(after?.[0]?.roles);
console.log(
  revoke ? `${member.username} is no longer an admin (roles: ${next}).` : `${member.username} is now an admin (roles: ${next}); no need to sign in again.`,
);
