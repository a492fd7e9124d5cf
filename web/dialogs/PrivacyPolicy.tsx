import { SUPPORT_EMAIL } from '../../core/constants.ts';
import { Checklist, Prose, Section } from './Prose.tsx';

export function PrivacyPolicy() {
  return (
    <Prose>
      <p>This policy explains what Chairside collects when you use it, why, and how it is protected.</p>
      <Section title="1. What we collect">
        <Checklist
          items={[
            'Account details: your email address and your password, which is stored only as a one-way hash and never in readable form.',
            'Voice input: the audio you record or upload. It is processed temporarily to write your notes and deleted after note generation; it is never stored.',
            'Clinical notes: the anonymised notes generated from your audio, kept in your account until you delete them.',
            'Usage data: which features are used and when, device and browser type, and error reports, to keep the service working and improve it.',
          ]}
        />
      </Section>
      <Section title="2. How we use it">
        <p>
          To provide Chairside to you: to sign you in, write and store your notes, keep your devices in sync, handle your subscription, answer support requests
          and keep the service secure.
        </p>
      </Section>
      <Section title="3. What we never do">
        <p>We do not sell your data, share it for advertising, or use your notes for anything other than providing the service to you.</p>
      </Section>
      <Section title="4. Security">
        <p>
          All data is encrypted in transit and at rest. Notes are anonymised before they are saved, access is limited to your signed-in account, and our staff
          access systems only when needed to run the service.
        </p>
      </Section>
      <Section title="5. Who else is involved">
        <p>
          We rely on a few providers bound by contract to protect your data: hosting, email delivery and our card payment provider, which handles your card
          details directly (we never see or store your full card number). We disclose data to authorities only when the law requires it.
        </p>
      </Section>
      <Section title="6. How long we keep it">
        <p>
          Notes stay until you delete them; deleted notes are gone for good. Account details are kept while your account is open and removed when you ask us to
          close it, except where the law requires us to keep records such as invoices.
        </p>
      </Section>
      <Section title="7. Your choices and rights">
        <p>You can see, correct, export or delete your data, and close your account, by writing to us. We answer within 30 days.</p>
      </Section>
      <Section title="8. Changes">
        <p>If we change this policy we will update the date above and tell you in the app or by email before significant changes apply.</p>
      </Section>
      <Section title="9. Contact">
        <p>Privacy questions and requests: {SUPPORT_EMAIL}.</p>
      </Section>
    </Prose>
  );
}
