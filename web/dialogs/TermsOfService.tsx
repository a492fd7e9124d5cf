import { PRICE_USD_PER_MONTH, SUPPORT_EMAIL, TRIAL_DAYS } from '../../core/constants.ts';
import { Checklist, Prose, Section } from './Prose.tsx';

export function TermsOfService() {
  return (
    <Prose>
      <p>
        These terms govern your use of Chairside, a service that turns spoken descriptions of dental appointments into structured clinical notes. By creating
        an account or using Chairside you agree to them.
      </p>
      <Section title="1. Who may use Chairside">
        <p>
          Chairside is for dental professionals and for people authorised by a dental professional to document care on their behalf, such as nurses and
          assistants working under their supervision. You confirm that you are one of them and that you may lawfully record and document the appointments you
          describe.
        </p>
      </Section>
      <Section title="2. Your account">
        <p>
          Keep your sign-in details to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under
          your account. One account is for one person; do not share it.
        </p>
      </Section>
      <Section title="3. Subscription and payment">
        <Checklist
          items={[
            `New accounts start with a ${TRIAL_DAYS}-day free trial with every feature. After the trial the subscription costs $${PRICE_USD_PER_MONTH} (USD) per month.`,
            'Payment is taken in advance each month through our card payment provider, and the subscription renews automatically until you cancel it.',
            'You can cancel at any time from Options → Subscription. Cancelling stops future payments; you keep access until the end of the period already paid for.',
            'Fees are non-refundable, except where a refund is required by law.',
            'We will tell you at least 30 days before any change of price takes effect.',
          ]}
        />
      </Section>
      <Section title="4. Clinical responsibility">
        <p>
          Chairside is a documentation aid. It does not diagnose, treat or give clinical advice. Generated notes can contain mistakes: you must review them
          before relying on or saving them, and you remain responsible for your clinical records and for every clinical decision.
        </p>
      </Section>
      <Section title="5. Acceptable use">
        <Checklist
          items={[
            'Obtain any consent your jurisdiction requires before recording a patient appointment.',
            'Do not use Chairside for anything unlawful, or upload content you have no right to use.',
            'Do not try to break, probe, overload or reverse engineer the service, or access other users’ data.',
          ]}
        />
      </Section>
      <Section title="6. Privacy">
        <p>Our Privacy Policy explains what we collect and how we protect it. It forms part of these terms.</p>
      </Section>
      <Section title="7. Service provided as is">
        <p>
          Chairside is provided “as is” and “as available”, without warranties of any kind, express or implied, including fitness for a particular purpose
          and uninterrupted or error-free operation, to the extent the law allows.
        </p>
      </Section>
      <Section title="8. Limitation of liability">
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the fees
          you paid in the twelve months before it arose.
        </p>
      </Section>
      <Section title="9. Ending your use">
        <p>
          You may stop using Chairside and ask us to close your account at any time. We may suspend or close accounts that break these terms, with notice where
          reasonable.
        </p>
      </Section>
      <Section title="10. Changes">
        <p>We may update these terms. For significant changes we will tell you in the app or by email before they apply; the date above shows the latest version.</p>
      </Section>
      <Section title="11. Contact">
        <p>Questions about these terms: {SUPPORT_EMAIL}.</p>
      </Section>
    </Prose>
  );
}
