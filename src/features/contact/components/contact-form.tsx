import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { SubmitButton } from "~/components/submit-button";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import { useTurnstile } from "~/components/turnstile";
import { errorDetail, hasErrorCode } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { useFormFeedback } from "~/lib/use-form-feedback";
import { site } from "~/site.config";

type Field = "name" | "email" | "message";

/** The call and its request schema, loaded when the form is first focused. */
const loadApi = () => import("../api/send-contact-message");

/** The form's toasts replace each other (a failure, then the thanks) instead of stacking (src/lib/toast.ts). */
const CONTACT_TOAST = "contact";

/**
 * The contact form of /about. Checked with the API's own schema before
 * sending; errors sit under their fields and focus moves to the first one.
 * `website` is a honeypot: invisible to people and skipped by keyboard and
 * screen readers, but filled in by form-spamming bots, whose messages the
 * API then accepts and drops.
 */
export function ContactForm() {
  const form = useFormFeedback<Field>({ toastFlow: CONTACT_TOAST });
  const human = useTurnstile("contact");

  const onSubmit = form.onSubmit(loadApi, (data, element) => ({
    schema: (api) => api.contactRequestSchema,
    input: {
      name: data.get("name"),
      email: data.get("email"),
      message: data.get("message"),
      website: data.get("website") || undefined,
      turnstileToken: human.token,
    },
    blocked: human.blocked,
    send: async (api, body) => {
      try {
        await api.sendContactMessage(body);
      } finally {
        human.reset(); // each token is good for one check
      }
      element.reset();
      toast.success("Thanks! Your message is on its way; a board member will reply by e-mail.", { flow: CONTACT_TOAST });
    },
    alert: (error) => <ContactFailure error={error} />,
  }));

  return (
    <form
      {...postedForm}
      ref={form.formRef}
      noValidate
      onFocus={() => void loadApi()}
      onSubmit={onSubmit}
      aria-label="Contact us"
      className="relative max-w-xl space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Your name" autoComplete="name" maxLength={100} error={form.errors.name} />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" error={form.errors.email} hint="We reply to this address." />
      </div>
      <TextAreaField
        name="message"
        label="Message"
        rows={6}
        maxLength={5000}
        error={form.errors.message}
        hint="Questions, ideas, sponsorship: a few sentences are plenty."
      />
      {/* The honeypot (see above). Off-screen rather than display:none, which some bots skip. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {human.box}
      <FormAlert>{form.formError}</FormAlert>
      <SubmitButton sending={form.sending} sendingLabel="Sending…">
        Send message
      </SubmitButton>
    </form>
  );
}

function ContactFailure({ error }: { error: unknown }) {
  const rateLimited = hasErrorCode(error, "RATE_LIMITED");
  return (
    <>
      <p className="font-semibold">{rateLimited ? "You have sent several messages in a short time." : "Your message could not be sent."}</p>
      <p>
        {errorDetail(error)} You can also write to{" "}
        <a href={`mailto:${site.contactEmail}`} className="font-semibold underline">
          {site.contactEmail}
        </a>
        .
      </p>
    </>
  );
}
