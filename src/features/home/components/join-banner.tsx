import { Link } from "react-router";

/** The invitation at the bottom of the home page; not for members (`signed-in:hidden`, decision 042). */
export function JoinBanner() {
  return (
    <section aria-labelledby="join-title" className="bg-brand-deep text-white signed-in:hidden">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="join-title" className="text-2xl font-bold">
            Ready to join?
          </h2>
          <p className="mt-1 text-slate-200">Create an account to earn points, join a mentor family and travel with us.</p>
        </div>
        <Link
          to="/signup"
          prefetch="intent"
          className="inline-flex items-center rounded-md bg-brand-accent px-4 py-2 text-sm font-semibold text-brand-deep hover:bg-white"
        >
          Sign up — it's free
        </Link>
      </div>
    </section>
  );
}
