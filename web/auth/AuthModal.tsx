import type { ReactNode } from 'react';
import { AUTH_OVERLAY_FADE_MS } from '../../core/constants.ts';
import { Modal } from '../shell/ui/Modal.tsx';

/**
 * The frame every sign-in overlay shares: the spec's 500 ms fade, no closing on an outside click (a half-typed
 * form is not lost), and focus left to the step, which moves it itself after 100 ms.
 */
export function AuthModal({ open, onClose, heading, children }: { open: boolean; onClose: () => void; heading: { title: string; description: string }; children: ReactNode }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={heading.title}
      description={heading.description}
      width="max-w-md"
      fadeMs={AUTH_OVERLAY_FADE_MS}
      closeOnOutsideClick={false}
      onOpenAutoFocus={(event) => event.preventDefault()}
    >
      {children}
    </Modal>
  );
}
