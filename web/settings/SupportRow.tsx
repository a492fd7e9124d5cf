import { Copy, LifeBuoy } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../core/constants.ts';
import { ACCOUNT_TOASTS } from '../../core/messages.ts';
import { copyWithToast } from '../shell/clipboard.ts';
import { IconButton } from '../shell/ui/IconButton.tsx';
import { SettingsRow } from './SettingsRow.tsx';

export function SupportRow() {
  const copy = () => copyWithToast(SUPPORT_EMAIL, ACCOUNT_TOASTS.supportCopied);
  return (
    <SettingsRow
      icon={LifeBuoy}
      title="Support"
      detail={
        <a href={`mailto:${SUPPORT_EMAIL}`} className="hover:underline">
          {SUPPORT_EMAIL}
        </a>
      }
    >
      <IconButton icon={Copy} label="Copy support email" size="sm" onClick={copy} />
    </SettingsRow>
  );
}
