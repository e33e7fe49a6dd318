import { textLink } from "~/components/buttons";
import { site } from "~/site.config";
import { ContactForm } from "./contact-form";

/** "Contact us" on the about page (#contact, where the footer's "Contact Us!" scrolls to): a word, the address, the form. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="rounded-2xl border border-line bg-surface-raised p-6 sm:p-8">
      <h2 id="contact-title" className="text-2xl font-semibold text-ink">
        Contact us
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Questions about joining, ideas for an event, or interested in sponsoring? Send us a message and a board member will reply within a few days during the
        term. You can also write to{" "}
        <a className={textLink} href={`mailto:${site.contactEmail}`}>
          {site.contactEmail}
        </a>
        .
      </p>
      <div className="mt-6">
        <ContactForm />
      </div>
    </section>
  );
}
