// `npm run user:promote -- <username> [--remote] [--revoke]`
// Grants (or with --revoke, removes) the admin role: the way to bootstrap the
// first admin. Local database by default (PERSIST_TO=dir as for preview);
// --remote for the deployed one.
import { run } from "./lib.mjs";

const args = process.argv.slice(2);
const username = args.find((arg) => !arg.startsWith("--"));
const remote = args.includes("--remote");
const revoke = args.includes("--revoke");

if (!username || !/^[A-Za-z0-9._-]{3,32}$/.test(username)) {
  console.error("Usage: npm run user:promote -- <username> [--remote] [--revoke]");
  process.exit(1);
}

// The username is checked against the strict pattern above, so it is safe to
// inline. Only `admin` is added or removed: other roles (officer) stay, and
// the list stays sorted ("admin" sorts first).
const roles = revoke
  ? "COALESCE(NULLIF(TRIM(REPLACE(',' || roles || ',', ',admin,', ','), ','), ''), 'member')"
  : "CASE WHEN (',' || roles || ',') LIKE '%,admin,%' THEN roles ELSE 'admin,' || roles END";
const sql = `UPDATE users SET roles = ${roles}, time_updated = ${Date.now()} WHERE username = '${username}' COLLATE NOCASE;`
  + ` SELECT username, roles FROM users WHERE username = '${username}' COLLATE NOCASE;`;

const target = remote ? ["--remote"] : ["--local", ...(process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [])];
run("npx", ["wrangler", "d1", "execute", "DB", ...target, "--command", sql]);
console.log(revoke ? `\n${username} is no longer an admin (if the table above lists them).` : `\n${username} is now an admin (if the table above lists them; no need to sign in again).`);
