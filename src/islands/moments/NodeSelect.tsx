import { m } from '@/i18n/messages.ts';
import type { NodeOption } from './composerTypes.ts';

interface NodeSelectProps {
  nodes: NodeOption[];
  value: number;
  onChange: (nodeId: number) => void;
  error?: string | undefined;
}

/** The node the moment goes in; without any active node the server's message explains. */
export function NodeSelect({ nodes, value, onChange, error }: NodeSelectProps) {
  return (
    <div className="form-field composer-node">
      <label htmlFor="composer-node">{m.moments_field_node()}</label>
      {nodes.length > 0 ? (
        <select
          id="composer-node"
          className="composer-select"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'composer-node-error' : undefined}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {nodes.map((node) => (
            <option key={node.id} value={node.id}>
              {node.name}
            </option>
          ))}
        </select>
      ) : (
        <p className="form-field-hint" id="composer-node">
          {m.moments_node_none()}
        </p>
      )}
      {error && (
        <p className="form-field-error" id="composer-node-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
