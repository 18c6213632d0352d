import type { HTMLAttributes, ReactNode } from 'react';
import { LoadMoreLink } from './LoadMoreLink.tsx';
import type { PagedList } from './usePagedList.ts';

interface PagedListViewProps<T> extends HTMLAttributes<HTMLUListElement> {
  list: PagedList<T>;
  /** The list's id, which its "Load more" link names. */
  id: string;
  children: ReactNode;
}

/** A paged list's rows and, while more pages are left, its "Load more" link. */
export function PagedListView<T>({ list, id, children, ...listProps }: PagedListViewProps<T>) {
  return (
    <>
      <ul id={id} {...listProps}>
        {children}
      </ul>
      {list.nextHref && (
        <LoadMoreLink href={list.nextHref} listId={id} busy={list.loading} onClick={list.loadMore} />
      )}
    </>
  );
}
