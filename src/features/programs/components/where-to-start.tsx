import { Link } from "react-router";

const link = "font-medium text-link underline underline-offset-4";

/** Advice for someone who does not know which program to pick. */
export function WhereToStart() {
  return (
    <section aria-labelledby="programs-start" className="rounded-xl bg-surface-muted p-6">
      <h2 id="programs-start" className="text-xl font-semibold text-ink">
        Not sure where to start?
      </h2>
      <p className="mt-2 text-ink-muted">
        New to campus? Join a{" "}
        <Link to="/mentor-mentee" prefetch="intent" className={link}>
          mentor family
        </Link>{" "}
        first: your mentors will tell you which of the other programs fits you. Want to lead? Apply to be an{" "}
        <Link to="/interns" prefetch="intent" className={link}>
          intern
        </Link>{" "}
        in your first or second year.
      </p>
    </section>
  );
}
