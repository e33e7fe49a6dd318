import { parseRoles } from "~/shared/roles";

const LABELS: Record<string, string> = { admin: "Admin", officer: "Officer", member: "Member" };
/** Most to least: admin, officer, member, then any other role by name. */
const RANK = ["admin", "officer", "member"];
const rank = (role: string) => (RANK.includes(role) ? RANK.indexOf(role) : RANK.length);

/** The roles of a member as badges; the one that says the most first. */
export function RoleBadges({ roles }: { roles: string }) {
  const list = parseRoles(roles).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  if (list.length === 0) return null;
  return (
    <ul aria-label="Roles" className="flex flex-wrap gap-1.5">
      {list.map((role) => (
        <li
          key={role}
          className={
            role === "admin"
              ? "rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white"
              : "rounded-full border border-brand-accent-text px-2.5 py-0.5 text-xs font-semibold text-brand-accent-text dark:border-brand-accent dark:text-brand-accent"
          }
        >
          {LABELS[role] ?? role}
        </li>
      ))}
    </ul>
  );
}
