import { SUPPORT_EMAIL } from '../../core/constants.ts';
import { Modal } from '../shell/ui/Modal.tsx';
import { Checklist, Prose, Section } from './Prose.tsx';

const SECURITY = [
  'Encryption of all data in transit (TLS) and at rest.',
  'Audio is processed only to write the notes and is deleted straight after; recordings are never stored.',
  'Notes are anonymised: names, dates of birth, contact details and identification numbers are removed before saving.',
  'Passwords are stored only as strong one-way hashes.',
  'Every request is checked against your signed-in session, so only you can see your notes.',
  'One sign-out ends your sessions on every device.',
];

const ADMINISTRATIVE = [
  'Access to production systems is limited to authorised personnel, on a need-to-know basis.',
  'Everyone with access is trained in privacy and security and bound by confidentiality.',
  'Documented incident response and breach notification procedures.',
  'Regular review of our safeguards and of the providers we rely on.',
  'A Business Associate Agreement is available on request.',
];

export function HipaaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="HIPAA Compliance" description="How Chairside protects patient information." width="max-w-xl">
      <Prose>
        <p>Chairside is designed for clinical documentation, and handles data in line with the HIPAA Privacy and Security Rules.</p>
        <Section title="Security safeguards">
          <Checklist items={SECURITY} />
        </Section>
        <Section title="Administrative safeguards">
          <Checklist items={ADMINISTRATIVE} />
        </Section>
        <Section title="Your part">
          <p>
            Lock the devices you use Chairside on, sign out on shared computers, and avoid saying patient names while recording: anonymisation is a safety net,
            not a reason to include them.
          </p>
        </Section>
        <Section title="Contact">
          <p>
            Questions about compliance, or need a Business Associate Agreement? Write to{' '}
            <a className="font-semibold text-brand-700 hover:underline dark:text-brand-400" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </Section>
      </Prose>
    </Modal>
  );
}
