import { useState } from "react";
import { Section } from "~/components/page-shell";
import type { MemberLookup } from "~/shared/points";
import { AdjustmentForm } from "./adjustment-form";
import { AdjustmentList } from "./adjustment-list";
import { MemberFinder } from "./member-finder";

type PointsAdminProps = { selfId: string; isAdmin: boolean };

/**
 * The officers' points page: find a member, give or take points with a
 * reason, and the adjustments made so far (the recent ones for officers,
 * every one for admins: decision 056). An officer's own points are an
 * admin's to change (decision 055).
 */
export function PointsAdmin({ selfId, isAdmin }: PointsAdminProps) {
  const [chosen, setChosen] = useState<MemberLookup | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <div className="space-y-10">
      <Section title="Give or take points" id="adjust">
        {chosen ? (
          <AdjustmentForm
            key={chosen.id}
            member={chosen}
            onAdjusted={(member) => {
              setChosen(member);
              setVersion((n) => n + 1);
            }}
            onCancel={() => setChosen(null)}
          />
        ) : (
          <MemberFinder selfId={selfId} mayAdjustSelf={isAdmin} onChoose={setChosen} />
        )}
      </Section>
      <Section title={isAdmin ? "Every adjustment" : "Recent adjustments"} id="adjustments">
        <AdjustmentList version={version} all={isAdmin} />
      </Section>
    </div>
  );
}
