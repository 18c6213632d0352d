import { useEffect, useRef, type ChangeEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import './searchNodeFilter.css';

interface SearchNodeFilterProps {
  /** The id of the search form the choice is submitted with. */
  form: string;
  nodes: { id: number; name: string }[];
  current: number | undefined;
}

/** "All nodes" is no choice: the address leaves `nodeId` out. */
function dropAllNodes(event: FormDataEvent): void {
  if (event.formData.get('nodeId') === '') event.formData.delete('nodeId');
}

/**
 * The node choice of a moment search. It belongs to the /search GET form (its Apply button submits
 * it without JavaScript); hydrated, picking a node searches at once.
 */
export function SearchNodeFilter({ form, nodes, current }: SearchNodeFilterProps) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const owner = select.current?.form;
    owner?.addEventListener('formdata', dropAllNodes);
    return () => owner?.removeEventListener('formdata', dropAllNodes);
  }, []);
  const search = (event: ChangeEvent<HTMLSelectElement>) => {
    const owner = event.currentTarget.form;
    // Also here: a choice made before hydration is replayed before the effect above may have run.
    owner?.addEventListener('formdata', dropAllNodes);
    owner?.requestSubmit();
  };
  return (
    <div className="search-node">
      <label htmlFor="search-node">{m.search_page_node_label()}</label>
      <select
        ref={select}
        id="search-node"
        name="nodeId"
        form={form}
        data-search-node=""
        defaultValue={current === undefined ? '' : String(current)}
        onChange={search}
      >
        <option value="">{m.search_page_node_all()}</option>
        {nodes.map((node) => (
          <option key={node.id} value={String(node.id)}>
            {node.name}
          </option>
        ))}
      </select>
      <noscript>
        <button className="button button-small" type="submit" form={form}>
          {m.search_page_node_apply()}
        </button>
      </noscript>
    </div>
  );
}
