import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { ABOUT } from "~/content/about";
import { PillarCards } from "./pillar-cards";

/** The five pillars with what each means here, and where to find them (programs, events). */
export function PillarList() {
  return (
    <>
      <PillarCards pillars={ABOUT.pillars} look="grid" />
      <p className="mt-4">
        See the{" "}
        <Link to="/programs" prefetch="intent" className={textLink}>
          programs
        </Link>{" "}
        and the{" "}
        <Link to="/events" prefetch="intent" className={textLink}>
          events calendar
        </Link>
        .
      </p>
    </>
  );
}
