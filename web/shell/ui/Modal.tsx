import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title; also what assistive technology reads as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class. */
  width?: string;
  fadeMs?: number;
  /** Whether a click outside closes it; forms where typing would be lost keep it off. */
  closeOnOutsideClick?: boolean;
  /** Called instead of the default focus on the first control, e.g. to focus a step's field after a delay. */
  onOpenAutoFocus?: (event: Event) => void;
}

/** A centred dialog over a dimmed backdrop: Escape and the close button close it, focus stays inside. */
export function Modal({ open, onClose, title, description, children, width = 'max-w-lg', fadeMs = 200, closeOnOutsideClick = true, onOpenAutoFocus }: ModalProps) {
  const fade = { animationDuration: `${fadeMs}ms` };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay style={fade} className="fixed inset-0 z-40 bg-slate-950/45 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          style={fade}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          onInteractOutside={(event) => {
            // The toast sits above dialogs and can be closed without closing them.
            if (!closeOnOutsideClick || isInsideToast(event.target)) event.preventDefault();
          }}
          className={`fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${width}`}
        >
          <div className="flex items-start gap-4 px-6 pt-6 pb-2">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-xl font-bold tracking-tight">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className="-mt-1 -mr-2 rounded-full p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white" aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-2 pb-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const isInsideToast = (target: EventTarget | null) => target instanceof Element && target.closest('[data-testid="toast"]') !== null;
