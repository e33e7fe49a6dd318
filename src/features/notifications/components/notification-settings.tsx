import { useState } from "react";
import { CheckboxField } from "~/components/checkbox-field";
import { FormAlert } from "~/components/form-alert";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { MAIL_TOPIC_TEXT, MAIL_TOPICS, type MailTopic } from "~/shared/notifications";
import { getNotificationSettings } from "../api/get-notification-settings";
import { updateNotificationSettings } from "../api/update-notification-settings";

/**
 * The mails about events a member gets, one checkbox per topic, each saved
 * as soon as it changes (the same choice the one-click unsubscribe in each
 * mail makes). Account mail is listed as what it is: always sent.
 */
export function NotificationSettings() {
  const { data: settings, failure, setData: setSettings } = useLoaded(getNotificationSettings);
  const [saving, setSaving] = useState<MailTopic | null>(null);

  const onChange = async (topic: MailTopic, wanted: boolean) => {
    if (!settings) return;
    const before = settings;
    setSettings({ ...settings, [topic]: wanted });
    setSaving(topic);
    try {
      const saved = await updateNotificationSettings({ [topic]: wanted });
      setSettings(saved);
      const name = MAIL_TOPIC_TEXT[topic].mails;
      toast.success(saved[topic] ? `You will get ${name}.` : `You will get no more ${name}.`, { id: `notifications-${topic}` });
    } catch (error) {
      setSettings(before);
      toastFailure(error);
    } finally {
      setSaving(null);
    }
  };

  if (failure) return <FormAlert>{failure}</FormAlert>;
  if (!settings) return <p className="text-ink-muted">Loading…</p>;
  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="mb-3 font-medium text-ink">E-mail me</legend>
        {MAIL_TOPICS.map((topic) => (
          <CheckboxField
            key={topic}
            name={topic}
            label={MAIL_TOPIC_TEXT[topic].label}
            hint={MAIL_TOPIC_TEXT[topic].hint}
            checked={settings[topic]}
            disabled={saving !== null}
            onChange={(event) => void onChange(topic, event.target.checked)}
          />
        ))}
      </fieldset>
      <p className="text-ink-muted">
        Mails about your account — sign-up codes, password reset links and security notices — always come: they cannot be turned off.
      </p>
    </div>
  );
}
