import type { HTMLAttributes, ReactNode } from 'react';
import './kindListItem.css';

interface KindListItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The pill before the item saying what kind of thing it is. */
  kind: string;
  heading: string;
  /** Without an address the heading is plain text. */
  href?: string | undefined;
  /** The line under the heading (when it was saved or favorited). */
  meta: ReactNode;
  /** The buttons at the row's end. */
  actions: ReactNode;
  /** Between the heading and the meta line (an excerpt). */
  children?: ReactNode;
  [data: `data-${string}`]: string | number | undefined;
}

/** The row shell of the user-centre lists (drafts, favorites): kind pill, clamped heading, meta line, actions. */
export function KindListItem({
  kind,
  heading,
  href,
  meta,
  actions,
  children,
  className,
  ...attrs
}: KindListItemProps) {
  return (
    <li className={className ? `kind-item ${className}` : 'kind-item'} {...attrs}>
      <span className="kind-item-kind">{kind}</span>
      <div className="kind-item-body">
        {href ? (
          <a className="kind-item-title" href={href}>
            {heading}
          </a>
        ) : (
          <p className="kind-item-title">{heading}</p>
        )}
        {children}
        <p className="kind-item-meta">{meta}</p>
      </div>
      {actions}
    </li>
  );
}
