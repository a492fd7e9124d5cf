import { Modal } from '../shell/ui/Modal.tsx';
import { Checklist, Prose, Section } from './Prose.tsx';

const HOW_TO = [
  'Tap LISTEN and describe the appointment the way you would tell a colleague.',
  'Tap again to stop. Chairside transcribes what you said and writes structured notes on its own.',
  'Check the notes and edit any field that needs it.',
  'Tap copy and paste the notes into your practice software.',
];

const TIPS = [
  'Speak naturally: there are no commands to learn and no punctuation to dictate.',
  'Say tooth numbers and surfaces as you would to your nurse, for example “thirty-six MOD composite”.',
  'Leave patient names out. Chairside strips identifying details, but not saying them is safer still.',
  'A recording stops by itself after 5 minutes; record long appointments in parts.',
  'No microphone to hand? Upload an audio file instead.',
  'Forgot something? Use Append to add more by voice to notes that already exist.',
  'Undo and redo cover your last 20 note edits.',
  'Edits save themselves a second after you stop typing.',
  'You can collapse an appointment while it is still processing and carry on.',
  'Processing runs in the background, so you can start the next recording straight away.',
  'Copy leaves out fields marked “Not specified”, so pasted notes stay tidy.',
  'Deleting takes a second click within 3 seconds, and it is final: a deleted appointment cannot be recovered.',
  'Clear all also asks twice. Use it at the end of the day to start fresh.',
  'Notes come out in the language you speak; the detected language is shown with the appointment.',
  'Signed in on your phone and your computer? Your appointments appear on both.',
  'Working in a dim surgery? Switch to the dark theme in Options.',
];

export function TipsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Quik Tips" description="Get the most out of Chairside." width="max-w-xl">
      <Prose>
        <Section title="How to">
          <ol className="list-inside list-decimal space-y-2 marker:font-semibold marker:text-brand-600">
            {HOW_TO.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Section>
        <Section title="Tips">
          <Checklist items={TIPS} />
        </Section>
      </Prose>
    </Modal>
  );
}
