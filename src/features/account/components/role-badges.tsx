import { parseRoles } from "~/shared/roles";

const LABELS: Record<string, string> = { admin: "Admin", member: "Member" };

/** The roles of a member as badges; admin first, as it says the most. */
export function RoleBadges({ roles }: { roles: string }) {
  const list = parseRoles(roles).sort((a, b) => (a === "admin" ? -1 : b === "admin" ? 1 : a.localeCompare(b)));
  if (list.length === 0) return null;
  return (
    <ul aria-label="Roles" className="flex flex-wrap gap-1.5">
      {list.map((role) => (
        <li
          key={role}
          className={
            role === "admin"
              ? "rounded-full bg-brand-blue px-2.5 py-0.5 text-xs font-semibold text-white"
              : "rounded-full border border-brand-green-dark px-2.5 py-0.5 text-xs font-semibold text-brand-green-dark dark:border-brand-green dark:text-brand-green"
          }
        >
          {LABELS[role] ?? role}
        </li>
      ))}
    </ul>
  );
}
