import { useEffect, useState } from "react";

/**
 * The address a link carries (`?email=`), checked with the shared schema:
 * "" when there is none or it is not an address (edited by hand), and
 * undefined while the check loads — zod comes with it, so only a page whose
 * link has an address loads it before the person acts.
 */
export function useLinkedEmail(linked: string): string | undefined {
  const [checked, setChecked] = useState<{ linked: string; email: string } | null>(null);

  useEffect(() => {
    if (!linked) return;
    let current = true;
    void import("../api/verify-code").then(({ verifyCodeRequestSchema }) => {
      const email = verifyCodeRequestSchema.shape.email.safeParse(linked);
      if (current) setChecked({ linked, email: email.success ? linked : "" });
    });
    return () => {
      current = false;
    };
  }, [linked]);

  if (!linked) return "";
  return checked?.linked === linked ? checked.email : undefined;
}
