import { ActionForm } from './ActionForm.tsx';
import { m } from '@/i18n/messages.ts';
import '@/components/admintaxonomy/adminTaxonomy.css';

interface CollectionRowActionsProps {
  /** The collection's admin path: its commands are POST /api/admin/<path>/<command>. */
  path: string;
  id: number;
  /** The row's name, for the move buttons' accessible names. */
  name: string;
  first: boolean;
  last: boolean;
  hidden: boolean;
  /** The status values that show and hide a row. */
  status: { shown: number; hidden: number };
  /** The question before deleting; absent when the row may not be deleted. */
  deleteConfirm?: string | undefined;
}

/** A collection row's move, hide or show, and delete buttons (nodes, friend links). */
export function CollectionRowActions({
  path,
  id,
  name,
  first,
  last,
  hidden,
  status,
  deleteConfirm,
}: CollectionRowActionsProps) {
  const api = (command: string) => `/api/admin/${path}/${command}`;
  return (
    <div className="tx-actions">
      <ActionForm
        action={api('move')}
        fields={{ id, direction: 'up' }}
        label={m.admintaxonomy_move_up()}
        ariaLabel={m.admintaxonomy_move_up_named({ name })}
        disabled={first}
      />
      <ActionForm
        action={api('move')}
        fields={{ id, direction: 'down' }}
        label={m.admintaxonomy_move_down()}
        ariaLabel={m.admintaxonomy_move_down_named({ name })}
        disabled={last}
      />
      <ActionForm
        action={api('status')}
        fields={{ id, status: hidden ? status.shown : status.hidden }}
        label={hidden ? m.admintaxonomy_show() : m.admintaxonomy_hide()}
      />
      {deleteConfirm !== undefined && (
        <ActionForm
          action={api('delete')}
          fields={{ id }}
          label={m.admintaxonomy_delete()}
          confirm={deleteConfirm}
          danger
        />
      )}
    </div>
  );
}
