import { LEGAL_LAST_UPDATED } from '../../core/constants.ts';
import { Modal } from '../shell/ui/Modal.tsx';
import { PrivacyPolicy } from './PrivacyPolicy.tsx';
import { TermsOfService } from './TermsOfService.tsx';

const DOCUMENTS = {
  terms: { title: 'Terms of Service', Body: TermsOfService },
  privacy: { title: 'Privacy Policy', Body: PrivacyPolicy },
};

export type LegalDocument = keyof typeof DOCUMENTS;

export function LegalDialog({ document, open, onClose }: { document: LegalDocument; open: boolean; onClose: () => void }) {
  const { title, Body } = DOCUMENTS[document];
  return (
    <Modal open={open} onClose={onClose} title={title} description={`Last updated ${LEGAL_LAST_UPDATED}`} width="max-w-2xl">
      <Body />
    </Modal>
  );
}
