import { useState } from "react";
import { Link } from "react-router";
import { CheckboxField } from "~/components/checkbox-field";
import { textLink } from "~/components/buttons";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { setLeaderboardVisibility } from "../api/set-leaderboard-visibility";

/**
 * "Show me on the leaderboard", saved as soon as it changes. Off, other
 * members no longer see the member on any leaderboard (nor their rank on
 * their public page); the member still sees their own rank.
 */
export function LeaderboardSetting({ userId, initial }: { userId: string; initial: boolean }) {
  const [shown, setShown] = useState(initial);
  const [saving, setSaving] = useState(false);

  const onChange = async (next: boolean) => {
    setShown(next);
    setSaving(true);
    try {
      const saved = await setLeaderboardVisibility(userId, next);
      setShown(saved.showOnLeaderboard);
      toast.success(saved.showOnLeaderboard ? "You are shown on the leaderboard." : "You are no longer shown on the leaderboard.", {
        id: "leaderboard-setting",
      });
    } catch (error) {
      setShown(!next);
      toastFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <CheckboxField
      name="showOnLeaderboard"
      label="Show me on the leaderboard"
      checked={shown}
      disabled={saving}
      onChange={(event) => void onChange(event.target.checked)}
      hint={
        <>
          Other members see your name and points on the{" "}
          <Link to="/leaderboard" className={textLink}>
            leaderboard
          </Link>{" "}
          and your rank on your public page. Off, only you see where you stand.
        </>
      }
    />
  );
}
