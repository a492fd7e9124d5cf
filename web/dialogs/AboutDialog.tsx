import { PRICE_USD_PER_MONTH, TRIAL_DAYS } from '../../core/constants.ts';
import { Button } from '../shell/ui/form.tsx';
import { Modal } from '../shell/ui/Modal.tsx';
import { Checklist, Prose, Section } from './Prose.tsx';

const FEATURES = [
  'Speak about the appointment and get structured notes in seconds: treatment today, complaint, history, examination, diagnosis, plan and follow-up.',
  'Notes are anonymised: names and other personal health information are stripped before anything is saved.',
  'Your audio is never stored. It is used to write the notes and then deleted.',
  'Works in the language you speak, and shows which language it heard.',
  'Edit any field, undo and redo, and copy everything to your practice software with one tap.',
  'Your appointments stay in sync between your phone and your desktop.',
  'HIPAA compliant data handling, with encryption in transit and at rest.',
];

export function AboutDialog({ open, onClose, onStart }: { open: boolean; onClose: () => void; onStart: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="About Chairside" description="Professional dental documentation in seconds." width="max-w-xl">
      <Prose>
        <p>
          Chairside is a documentation assistant for dental professionals. Instead of typing notes between patients, you say what happened and Chairside turns
          it into clear, structured clinical notes ready to paste into your practice software.
        </p>
        <Section title="Key features">
          <Checklist items={FEATURES} />
        </Section>
        <Section title={`Try it free for ${TRIAL_DAYS} days`}>
          <p>
            Every feature is included in the free trial. After that it is ${PRICE_USD_PER_MONTH} a month, and you can cancel any time.
          </p>
        </Section>
        <Button block onClick={onStart}>
          Start Free Trial
        </Button>
      </Prose>
    </Modal>
  );
}
