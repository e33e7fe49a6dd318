import { site } from "../../../../src/site.config";
import type { Mail } from "../../../email/types";
import { compose, lastingMinutes } from "../../../email/templates";

/** The health page's test mail, to the admin who asked for it. */
export function testMail(to: string, transport: string, healthUrl: string): Mail {
  // Only worth its answer on the health page: never retried later.
  return lastingMinutes(
    compose(
      "account",
      to,
      "Test mail",
      [
        `This is the test mail you asked for on ${site.productName}'s health page. It was sent through ${transport}, so members' sign-up codes and reset links arrive the same way.`,
      ],
      { label: "Back to the health page", url: healthUrl },
    ),
    1,
  );
}
