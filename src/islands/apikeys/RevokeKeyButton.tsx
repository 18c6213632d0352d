import { ActionForm } from '@/islands/admintaxonomy/ActionForm.tsx';
import { m } from '@/i18n/messages.ts';

interface RevokeKeyButtonProps {
  /** /api/user/api-keys/revoke or /api/admin/api-keys/revoke. */
  endpoint: string;
  id: number;
  name: string;
}

/** Revokes one key after a confirmation, then reloads the list. */
export default function RevokeKeyButton({ endpoint, id, name }: RevokeKeyButtonProps) {
  return (
    <ActionForm
      action={endpoint}
      fields={{ id }}
      label={m.apikeys_revoke()}
      ariaLabel={`${m.apikeys_revoke()} ${name}`}
      confirm={m.apikeys_revoke_confirm({ name })}
      danger
    />
  );
}
