import type { FormEvent } from 'react';
import { ActionForm } from './ActionForm.tsx';
import { FormError, useAdminForm } from './useAdminForm.tsx';
import { TAG_NAME_MAX } from '@/shared/moments/momentLimits.ts';
import { m } from '@/i18n/messages.ts';
import '@/components/admintaxonomy/adminTaxonomy.css';

interface TagActionsProps {
  id: number;
  name: string;
}

/** The text typed into a form's one text field. */
const typed = (event: FormEvent<HTMLFormElement>, field: string): string =>
  String(new FormData(event.currentTarget).get(field) ?? '');

/** A tag row's rename and merge forms and its delete button on the tags admin screen. */
export function TagActions({ id, name }: TagActionsProps) {
  const rename = useAdminForm();
  const merge = useAdminForm();

  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void rename.send('/api/admin/tags/rename', { id, name: typed(event, 'name') });
  };
  const submitMerge = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = typed(event, 'target');
    void merge.send(
      '/api/admin/tags/merge',
      { id, target },
      {
        title: m.admintaxonomy_tag_merge_confirm({ source: name, target: target.trim() }),
        label: m.admintaxonomy_tag_merge(),
      },
    );
  };

  return (
    <div className="tx-actions">
      <form
        className="tx-inline-form"
        method="post"
        action="/api/admin/tags/rename"
        data-admin-form=""
        aria-busy={rename.busy || undefined}
        onSubmit={submitRename}
      >
        <div className="tx-field">
          <label htmlFor={`tag-${id}-name`}>{m.admintaxonomy_tag_new_name()}</label>
          <input
            id={`tag-${id}-name`}
            name="name"
            type="text"
            required
            maxLength={TAG_NAME_MAX}
            defaultValue={name}
          />
        </div>
        <button type="submit" className="button button-small">
          {m.admintaxonomy_tag_rename()}
        </button>
        <FormError error={rename.error} />
      </form>
      <form
        className="tx-inline-form"
        method="post"
        action="/api/admin/tags/merge"
        data-admin-form=""
        aria-busy={merge.busy || undefined}
        onSubmit={submitMerge}
      >
        <div className="tx-field">
          <label htmlFor={`tag-${id}-target`}>{m.admintaxonomy_tag_merge_into()}</label>
          <input id={`tag-${id}-target`} name="target" type="text" required maxLength={TAG_NAME_MAX} />
        </div>
        <button type="submit" className="button button-small">
          {m.admintaxonomy_tag_merge()}
        </button>
        <FormError error={merge.error} />
      </form>
      <ActionForm
        action="/api/admin/tags/delete"
        fields={{ id }}
        label={m.admintaxonomy_delete()}
        confirm={m.admintaxonomy_tag_delete_confirm({ name })}
        danger
      />
    </div>
  );
}
