import { secondaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { TextField } from "~/components/text-field";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { ADJUSTMENT_DELTA_MAX, signedDeltaFrom, type MemberLookup } from "~/shared/points";
import { formatDelta, formatPoints, memberName } from "../../lib/members";
import { plural } from "~/shared/plural";

type Field = "userId" | "delta" | "reason";

/** The call and its schema, loaded when the form is first focused. */
const loadApi = () => import("../../api/adjust-points");

type AdjustmentFormProps = {
  member: MemberLookup;
  /** After a change: the member with their new total. */
  onAdjusted: (member: MemberLookup) => void;
  onCancel: () => void;
};

/**
 * A signed change of a member's points with the reason they will read in
 * their history: one row of the ledger (POST /api/points/adjustments;
 * decisions 024 and 055).
 */
export function AdjustmentForm({ member, onAdjusted, onCancel }: AdjustmentFormProps) {
  const form = useFormFeedback<Field>();
  const name = memberName(member);

  const onSubmit = form.onSubmit(loadApi, (data, element) => {
    const input = { userId: member.id, delta: signedDeltaFrom(data.get("delta")) ?? Number.NaN, reason: String(data.get("reason") ?? "") };
    return {
      schema: (api) => api.adjustmentRequestSchema,
      input,
      fields: { POINTS_BELOW_ZERO: "delta" },
      send: async (api, body) => {
        const result = await api.adjustPoints(body);
        toast.success(`${formatDelta(body.delta)} for ${name}: ${plural(result.totalPoints, "point", { count: formatPoints })} now.`);
        element.reset();
        onAdjusted({ ...member, points: result.totalPoints });
      },
    };
  });

  return (
    <form ref={form.formRef} noValidate onFocus={() => void loadApi()} onSubmit={onSubmit} className="space-y-4" aria-labelledby="adjust-title">
      <div>
        <h3 id="adjust-title" className="text-lg font-semibold text-ink">
          Change the points of {name}
        </h3>
        <p className="wrap-anywhere text-sm text-ink-muted">
          @{member.username} · {member.email}
        </p>
        <p className="mt-2 text-ink">
          Points now: <strong data-testid="adjust-current-points">{formatPoints(member.points)}</strong>
        </p>
      </div>
      <TextField
        name="delta"
        label="Change points by"
        autoComplete="off"
        // The officer just chose the member: the amount is what they type next.
        autoFocus
        inputMode="text"
        hint={`A whole number with its sign, such as +4 or -2; at most ${formatPoints(ADJUSTMENT_DELTA_MAX)} either way.`}
        error={form.errors.delta ?? form.errors.userId}
      />
      <TextField
        name="reason"
        label="Reason"
        autoComplete="off"
        maxLength={200}
        hint="The member reads it in their points history (3 to 200 characters)."
        error={form.errors.reason}
      />
      <FormAlert>{form.formError}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <SubmitButton sending={form.sending} sendingLabel="Saving…">
          Save the change
        </SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Choose another member
        </button>
      </div>
    </form>
  );
}
