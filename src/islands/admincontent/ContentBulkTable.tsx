import { useState, type FormEvent } from 'react';
import { adminPost, submitterValue } from './adminPost.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import '@/components/admin/adminTable.css';
import '@/components/admincontent/admin-content.css';

interface ContentRow {
  id: number;
  href: string;
  preview: string;
  authorHref: string;
  authorName: string;
  nodeName: string;
  status: number;
  statusLabel: string;
  /** ISO 8601, and as the site's time zone shows it. */
  createdAt: string;
  createdText: string;
}

interface ContentBulkTableProps {
  /** moment, article or comment: what the rows are. */
  kind: string;
  rows: ContentRow[];
  /** The node column (moments). */
  showNode: boolean;
  /** The viewer may delete this kind (restoring is allowed to everyone on this screen). */
  mayDelete: boolean;
}

/** The admin content screen's rows with a checkbox each, and the form that deletes or restores the chosen ones. */
export function ContentBulkTable({ kind, rows, showNode, mayDelete }: ContentBulkTableProps) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const ids = rows.map((row) => row.id).filter((id) => chosen.has(id));
    if (ids.length === 0) {
      showToast('error', m.admincontent_bulk_none());
      return;
    }
    const pressed = submitterValue(event.nativeEvent as SubmitEvent);
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setBusy(true);
    void adminPost('/api/admin/content/bulk', {
      kind,
      reason,
      ids,
      ...(pressed ? { [pressed[0]]: pressed[1] } : {}),
    }).then((posted) => {
      if (!posted) setBusy(false);
    });
  };

  const all = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  // The column headings, also shown beside each cell when the rows are a list on a phone.
  const heading = {
    content: m.admincontent_col_content(),
    author: m.admincontent_col_author(),
    node: m.admincontent_col_node(),
    status: m.admincontent_col_status(),
    created: m.admincontent_col_created(),
  };
  return (
    <>
      <form id="bulk-form" className="ac-inline" onSubmit={submit}>
        <label className="ac-field">
          <span>{m.admincontent_bulk_reason()}</span>
          <input name="reason" maxLength={500} />
        </label>
        {mayDelete && (
          <button className="button button-danger" type="submit" name="action" value="delete" disabled={busy}>
            {m.admincontent_bulk_delete()}
          </button>
        )}
        <button className="button" type="submit" name="action" value="restore" disabled={busy}>
          {m.admincontent_bulk_restore()}
        </button>
      </form>
      <div className="admin-table-scroll">
        <table className="admin-table ac-table">
          <thead>
            <tr>
              <th className="admin-table-control">
                <label>
                  <input
                    type="checkbox"
                    data-select-all=""
                    checked={all}
                    onChange={(event) =>
                      setChosen(event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set())
                    }
                  />
                  {/* Its words are read by screen readers always, and shown only when the rows are a list. */}
                  <span className="visually-hidden admin-table-control-text">
                    {m.admincontent_select_all()}
                  </span>
                </label>
              </th>
              <th>{heading.content}</th>
              <th>{heading.author}</th>
              {showNode && <th>{heading.node}</th>}
              <th>{heading.status}</th>
              <th>{heading.created}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-content-row={row.id}>
                <td>
                  <input
                    type="checkbox"
                    name="ids"
                    value={String(row.id)}
                    form="bulk-form"
                    aria-label={m.admincontent_select_item({ id: String(row.id) })}
                    checked={chosen.has(row.id)}
                    onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                  />
                </td>
                <td className="ac-preview" data-label={heading.content}>
                  <a href={row.href}>{row.preview || m.admincontent_no_text()}</a>
                </td>
                <td data-label={heading.author}>
                  <a href={row.authorHref}>{row.authorName}</a>
                </td>
                {showNode && <td data-label={heading.node}>{row.nodeName}</td>}
                <td data-status={row.status} data-label={heading.status}>
                  {row.statusLabel}
                </td>
                <td data-label={heading.created}>
                  <time dateTime={row.createdAt}>{row.createdText}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
