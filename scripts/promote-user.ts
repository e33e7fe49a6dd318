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

/** Runs SQL through wrangler and returns the rows of its last statement. */
function query(sql: string): Record<string, unknown>[] {
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
  return batches.at(-1)?.results ?? [];
}

// The username is checked against the strict pattern above, so it is safe to inline.
const [member] = query(`SELECT id, username, roles FROM users WHERE username = '${username}' COLLATE NOCASE;`);
if (!member) {
  console.error(`✖ No member with the username "${username}"${remote ? " on the deployed site" : " in the local database"}. Nothing changed.`);
  process.exit(1);
}

const roles = new Set(
  String(member.roles)
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean),
);
const hadAdmin = roles.has("admin");
if (revoke) roles.delete("admin");
else roles.add("admin");
roles.add("member");
if (hadAdmin !== revoke) {
  console.log(revoke ? `${member.username} is not an admin; nothing changed.` : `${member.username} is already an admin; nothing changed.`);
  process.exit(0);
}
const next = [...roles].sort().join(",");
query(`UPDATE users SET roles = '${next}', time_updated = ${Date.now()} WHERE id = '${String(member.id).replace(/'/g, "''")}';`);
console.log(
  revoke ? `${member.username} is no longer an admin (roles: ${next}).` : `${member.username} is now an admin (roles: ${next}); no need to sign in again.`,
);
