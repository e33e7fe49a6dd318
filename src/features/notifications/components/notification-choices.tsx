import { useEffect, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { CheckboxField } from "~/components/checkbox-field";
import { FormAlert } from "~/components/form-alert";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { MAIL_TOPIC_TEXT, MAIL_TOPICS, type MailTopic } from "~/shared/notifications";
import { type NotificationChoices as Choices, PUSH_TOPIC_TEXT } from "~/shared/push";
import { formatInstant, viewerTimeZone } from "~/shared/time/formats";
import { getNotificationChoices } from "../api/get-notification-choices";
import { removeDevice } from "../api/remove-device";
import { subscribeDevice } from "../api/subscribe-device";
import { updateTopicChoice } from "../api/update-topic-choice";
import { currentSubscription, notificationPermission, type PushSupport, pushSupport, subscribeThisBrowser } from "../lib/push-device";
import { toEpochMs } from "~/shared/time/instant";

type Channel = "mail" | "push";

/**
 * The Notifications tab (decision 115): this device's notifications (turned
 * on by a tap, which asks the browser's permission), the member's devices
 * with a remove button each, and per topic whether it comes by e-mail, by
 * push, both or neither — each choice saved as it changes. Where push
 * replaces a topic's mail (confirmations, announcements), the mail box is
 * the member asking for the mail as well.
 */
export function NotificationChoices() {
  const { data: choices, failure, setData: setChoices } = useLoaded(getNotificationChoices);
  const [saving, setSaving] = useState<string | null>(null);
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [permission, setPermission] = useState<NotificationPermission | null>(null);
  const [thisDevice, setThisDevice] = useState<number | null>(null);

  // What this browser can do is known only here, after hydration.
  useEffect(() => {
    const found = pushSupport();
    setSupport(found);
    if (found === "supported") setPermission(notificationPermission());
  }, []);

  // A browser subscribed before: tell the site again (it may have new keys), and learn which listed device it is.
  const hasChoices = choices !== null;
  useEffect(() => {
    if (!hasChoices || support !== "supported") return;
    let live = true;
    void (async () => {
      const subscription = await currentSubscription().catch(() => null);
      if (!subscription || !live) return;
      const result = await subscribeDevice(subscription.toJSON()).catch(() => null);
      if (result && live) {
        setChoices(result.choices);
        setThisDevice(result.device.id);
      }
    })();
    return () => {
      live = false;
    };
  }, [hasChoices, support, setChoices]);

  const change = async (topic: MailTopic, channel: Channel, on: boolean) => {
    if (!choices) return;
    const before = choices;
    setChoices({ ...choices, topics: { ...choices.topics, [topic]: { ...choices.topics[topic], [channel]: on } } });
    setSaving(`${channel}-${topic}`);
    try {
      const saved = await updateTopicChoice({ topic, [channel]: on });
      setChoices(saved);
      const name = MAIL_TOPIC_TEXT[topic].mails;
      const message =
        channel === "mail"
          ? saved.topics[topic].mail
            ? `You will get ${name}.`
            : `You will get no more ${name}.`
          : saved.topics[topic].push
            ? `${MAIL_TOPIC_TEXT[topic].label}: by push notification.`
            : `${MAIL_TOPIC_TEXT[topic].label}: no push notifications.`;
      toast.success(message, { id: `notifications-${channel}-${topic}` });
    } catch (error) {
      setChoices(before);
      toastFailure(error);
    } finally {
      setSaving(null);
    }
  };

  const turnOn = async () => {
    if (!choices) return;
    setSaving("device");
    try {
      const subscription = await subscribeThisBrowser(choices.publicKey);
      setPermission(notificationPermission());
      if (!subscription) {
        toast.error("Notifications are blocked for this site: allow them in the browser's site settings, then try again.");
        return;
      }
      const result = await subscribeDevice(subscription.toJSON());
      setChoices(result.choices);
      setThisDevice(result.device.id);
      toast.success("Notifications are on for this device.");
    } catch (error) {
      toastFailure(error);
    } finally {
      setSaving(null);
    }
  };

  const remove = async (id: number, label: string) => {
    setSaving(`remove-${id}`);
    try {
      if (id === thisDevice) await (await currentSubscription().catch(() => null))?.unsubscribe();
      const saved = await removeDevice(id);
      setChoices(saved);
      if (id === thisDevice) setThisDevice(null);
      toast.success(`${label}: notifications off.`);
    } catch (error) {
      toastFailure(error);
    } finally {
      setSaving(null);
    }
  };

  if (failure) return <FormAlert>{failure}</FormAlert>;
  if (!choices) return <p className="text-ink-muted">Loading…</p>;
  return (
    <div className="space-y-10">
      <section aria-labelledby="push-devices" className="space-y-4">
        <h2 id="push-devices" className="text-lg font-semibold text-ink">
          Notifications on your devices
        </h2>
        <p className="text-ink-muted">Free and instant: changes, cancellations, places from the waitlist, reminders and announcements, as you choose below.</p>
        <ThisDevice support={support} permission={permission} on={thisDevice !== null} busy={saving === "device"} onTurnOn={() => void turnOn()} />
        {choices.devices.length === 0 ? (
          <p className="text-ink-muted">No device has notifications on yet.</p>
        ) : (
          <ul aria-label="Your devices with notifications on" className="divide-y divide-line border-y border-line">
            {choices.devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center gap-x-6 gap-y-3 py-4">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="wrap-anywhere font-semibold text-ink">
                    {device.label}
                    {device.id === thisDevice && <span className="font-normal text-ink-muted"> (this device)</span>}
                  </p>
                  <p className="text-sm text-ink-muted">
                    On since {formatInstant("day", toEpochMs(device.createdAt), viewerTimeZone())} ·{" "}
                    {device.lastSentAt === null ? "Nothing sent yet" : `Last notified ${formatInstant("day", toEpochMs(device.lastSentAt), viewerTimeZone())}`}
                  </p>
                </div>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Remove ${device.label}${device.id === thisDevice ? " (this device)" : ""}`}
                  disabled={saving !== null}
                  onClick={() => void remove(device.id, device.label)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <TopicGroup legend="Push notifications" channel="push" choices={choices} saving={saving} onChange={change} />
      <TopicGroup legend="E-mail me" channel="mail" choices={choices} saving={saving} onChange={change} />
      <p className="text-ink-muted">
        With push notifications on, RSVP confirmations and announcements come by e-mail only if you tick them here too. Mails about your account — sign-up
        codes, password reset links and security notices — always come: they cannot be turned off.
      </p>
    </div>
  );
}

type TopicGroupProps = {
  legend: string;
  channel: Channel;
  choices: Choices;
  saving: string | null;
  onChange: (topic: MailTopic, channel: Channel, on: boolean) => Promise<void>;
};

function TopicGroup({ legend, channel, choices, saving, onChange }: TopicGroupProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 font-medium text-ink">{legend}</legend>
      {MAIL_TOPICS.map((topic) => (
        <CheckboxField
          key={topic}
          name={`${channel}-${topic}`}
          label={MAIL_TOPIC_TEXT[topic].label}
          hint={channel === "mail" ? MAIL_TOPIC_TEXT[topic].hint : PUSH_TOPIC_TEXT[topic]}
          checked={choices.topics[topic][channel]}
          disabled={saving !== null}
          onChange={(event) => void onChange(topic, channel, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}

type ThisDeviceProps = { support: PushSupport | null; permission: NotificationPermission | null; on: boolean; busy: boolean; onTurnOn: () => void };

/** What this browser can do, in words, and the button that turns it on (the permission prompt comes from the tap). */
function ThisDevice({ support, permission, on, busy, onTurnOn }: ThisDeviceProps) {
  if (support === null) return null;
  if (support === "install-first") {
    return (
      <p role="status" className="rounded-md border border-line p-4 text-ink">
        <strong>Add to Home Screen first.</strong> On iPhone and iPad, notifications work once the site is on your Home Screen: tap Share, then “Add to Home
        Screen”, open the site from there and come back to this tab.
      </p>
    );
  }
  if (support === "unsupported") {
    return (
      <p role="status" className="rounded-md border border-line p-4 text-ink">
        This browser cannot show notifications from websites. Mail still reaches you, as you choose below.
      </p>
    );
  }
  if (on) return <p className="text-ink">Notifications are on for this device.</p>;
  if (permission === "denied") {
    return (
      <p role="status" className="rounded-md border border-line p-4 text-ink">
        Notifications are blocked for this site in this browser. Allow them in the browser's site settings, then come back here.
      </p>
    );
  }
  return (
    <button type="button" className={primaryButton} disabled={busy} onClick={onTurnOn}>
      {busy ? "Turning on…" : "Turn on notifications on this device"}
    </button>
  );
}
