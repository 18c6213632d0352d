import type { FormEvent, ReactNode } from 'react';
import { m } from '@/i18n/messages.ts';
import { useHydrated } from '@/islands/ui/useHydrated.ts';

interface SettingsFormFrameProps {
  /** The attribute the form is found by ('data-site-settings-form'). */
  marker: `data-${string}`;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A settings screen's form: checked by its own schema (noValidate), marked ready once hydrated. */
export function SettingsFormFrame({ marker, onSubmit, children }: SettingsFormFrameProps) {
  const ready = useHydrated();
  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={onSubmit}
      {...{ [marker]: '' }}
      data-ready={ready ? '' : undefined}
    >
      {children}
    </form>
  );
}

/** The save button at the foot of a settings form, saying so while it saves. */
export function SettingsSubmit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="settings-actions settings-submit">
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
        {busy ? m.adminsettings_saving() : label}
      </button>
    </div>
  );
}
