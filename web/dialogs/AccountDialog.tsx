import * as Tabs from '@radix-ui/react-tabs';
import type { SessionUser } from '../api/session.ts';
import { Modal } from '../shell/ui/Modal.tsx';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const TAB = 'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-400 dark:data-[state=active]:bg-slate-700 dark:data-[state=active]:text-white';

export function AccountDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: SessionUser }) {
  return (
    <Modal open={open} onClose={onClose} title="Account Management" description="Change the email or the password you sign in with." width="max-w-md" closeOnOutsideClick={false}>
      <Tabs.Root defaultValue="email">
        <Tabs.List aria-label="Account settings" className="mb-5 flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          <Tabs.Trigger value="email" className={TAB}>
            Change Email
          </Tabs.Trigger>
          <Tabs.Trigger value="password" className={TAB}>
            Change Password
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email" className="outline-none">
          <ChangeEmailForm user={user} onDone={onClose} />
        </Tabs.Content>
        <Tabs.Content value="password" className="outline-none">
          <ChangePasswordForm onDone={onClose} />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
