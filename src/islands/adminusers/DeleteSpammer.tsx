import { useId, useState } from 'react';
import { useModalOnMount } from '@/islands/ui/useModalOnMount.ts';
import { DialogFormActions } from '@/islands/ui/DialogFormActions.tsx';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { SpammerCounts, SpammerPreview } from '@/shared/spammers/spammerSchemas.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import './deleteSpammer.css';

interface DeleteSpammerProps {
  memberId: number;
  /** The member's nickname, for the questions. */
  name: string;
  /** The removal staff may still restore, its dates already written for the reader; null when none. */
  removal: { removedOn: string; until: string; counts: SpammerCounts } | null;
}

function CountList({ counts }: { counts: SpammerCounts }) {
  const count = (value: number) => ({ count: String(value) });
  return (
    <ul className="spammer-counts" data-spammer-counts="">
      <li>{m.spammer_count_moments(count(counts.moments))}</li>
      <li>{m.spammer_count_articles(count(counts.articles))}</li>
      <li>{m.spammer_count_comments(count(counts.comments))}</li>
      <li>{m.spammer_count_messages(count(counts.messages))}</li>
      <li>{m.spammer_count_conversations(count(counts.conversations))}</li>
    </ul>
  );
}

/** Blocking the sign-up address or the e-mail domain too, or why it cannot be offered (not known). */
function BlockOption({
  name,
  known,
  unknown,
  label,
  sharedWarning,
  checked,
  onChange,
}: {
  name: string;
  known: boolean;
  unknown: string;
  label: string;
  /** Said when other members share the address or domain; null when none does. */
  sharedWarning: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!known) return <p className="confirm-message">{unknown}</p>;
  return (
    <label className="spammer-option">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {sharedWarning !== null && <small className="spammer-warning">{sharedWarning}</small>}
      </span>
    </label>
  );
}

/** The confirmation: what goes, and whether the sign-up address and e-mail domain are blocked too. */
function ConfirmRemoval({
  name,
  preview,
  onDone,
}: {
  name: string;
  preview: SpammerPreview;
  onDone: (choice: { blockIp: boolean; blockDomain: boolean } | null) => void;
}) {
  const dialogRef = useModalOnMount();
  const ids = useId();
  const [blockIp, setBlockIp] = useState(preview.ip !== '' && !preview.ipShared);
  const [blockDomain, setBlockDomain] = useState(preview.domain !== '' && !preview.domainShared);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog confirm-dialog spammer-dialog"
      aria-labelledby={`${ids}-title`}
      onClose={(event) => {
        onDone(event.currentTarget.returnValue === 'confirm' ? { blockIp, blockDomain } : null);
      }}
    >
      <form method="dialog" className="confirm-body">
        <h2 id={`${ids}-title`} className="confirm-title">
          {m.spammer_confirm_title({ name })}
        </h2>
        <p className="confirm-message">{m.spammer_will_remove()}</p>
        <CountList counts={preview.counts} />
        <BlockOption
          name="blockIp"
          known={preview.ip !== ''}
          unknown={m.spammer_block_ip_unknown()}
          label={m.spammer_block_ip({ ip: preview.ip })}
          sharedWarning={preview.ipShared ? m.spammer_ip_shared({ ip: preview.ip }) : null}
          checked={blockIp}
          onChange={setBlockIp}
        />
        <BlockOption
          name="blockDomain"
          known={preview.domain !== ''}
          unknown={m.spammer_block_domain_unknown()}
          label={m.spammer_block_domain({ domain: preview.domain })}
          sharedWarning={preview.domainShared ? m.spammer_domain_shared({ domain: preview.domain }) : null}
          checked={blockDomain}
          onChange={setBlockDomain}
        />
        <DialogFormActions
          className="confirm-actions"
          cancelLabel={m.spammer_cancel()}
          confirmLabel={m.spammer_confirm()}
          danger
        />
      </form>
    </dialog>
  );
}

/**
 * The member screen's "Delete spammer" (decision 061): counts what would go, asks, removes; while the
 * removal can be undone the card shows it with "Restore".
 */
export function DeleteSpammer({ memberId, name, removal }: DeleteSpammerProps) {
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<SpammerPreview | null>(null);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      // The page is read again once the member has seen what was done: the ban card changed too.
      showToast('success', done, { onClose: () => window.location.reload() });
    } catch (error) {
      setBusy(false);
      reportApiError(error);
    }
  };

  const open = async () => {
    setBusy(true);
    try {
      setPreview(await apiRequest<SpammerPreview>(`/api/admin/users/delete-spammer?userId=${memberId}`));
    } catch (error) {
      reportApiError(error);
    }
    setBusy(false);
  };

  const decide = (choice: { blockIp: boolean; blockDomain: boolean } | null) => {
    setPreview(null);
    if (!choice) return;
    void run(
      () => apiRequest('/api/admin/users/delete-spammer', { body: { userId: memberId, ...choice } }),
      m.spammer_done(),
    );
  };

  const restore = async () => {
    const confirmed = await askConfirm({
      title: m.spammer_restore_confirm({ name }),
      confirmLabel: m.spammer_restore(),
    });
    if (!confirmed) return;
    await run(
      () => apiRequest('/api/admin/users/restore-spammer', { body: { userId: memberId } }),
      m.spammer_restored(),
    );
  };

  if (removal) {
    return (
      <section className="card spammer-card" aria-labelledby="spammer-removed" data-spammer-removal="">
        <h2 id="spammer-removed" className="section-title">
          {m.spammer_removed_heading()}
        </h2>
        <p>{m.spammer_removed_on({ date: removal.removedOn, until: removal.until })}</p>
        <CountList counts={removal.counts} />
        <button className="button" type="button" disabled={busy} onClick={() => void restore()}>
          {m.spammer_restore()}
        </button>
      </section>
    );
  }
  return (
    <section className="card spammer-card" aria-labelledby="spammer-delete">
      <h2 id="spammer-delete" className="section-title">
        {m.spammer_heading()}
      </h2>
      <p className="muted">{m.spammer_hint()}</p>
      <button className="button button-danger" type="button" disabled={busy} onClick={() => void open()}>
        {m.spammer_button()}
      </button>
      {preview && <ConfirmRemoval name={name} preview={preview} onDone={decide} />}
    </section>
  );
}
