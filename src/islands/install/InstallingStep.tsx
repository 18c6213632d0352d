import { m } from '@/i18n/messages.ts';
import type { InstallFailureView, InstallPhase, InstallWizard } from './useInstallWizard.ts';

type PhaseState = 'done' | 'active' | 'todo' | 'failed';

function Phase({ label, state }: { label: string; state: PhaseState }) {
  const marker = { done: '✓', active: '', todo: '', failed: '✕' }[state];
  return (
    <li className={`install-phase install-phase--${state}`}>
      <span className="install-phase-marker" aria-hidden="true">
        {marker}
      </span>
      {label}
    </li>
  );
}

function phaseStates(
  phase: InstallPhase,
  failure: InstallFailureView | null,
): { preparing: PhaseState; connecting: PhaseState } {
  if (phase === 'failed' && failure?.during === 'preparing')
    return { preparing: 'failed', connecting: 'todo' };
  // The server names the database part of the request when the connection or its checks failed.
  if (phase === 'failed') {
    return { preparing: 'done', connecting: failure?.field?.startsWith('dbConfig') ? 'failed' : 'done' };
  }
  if (phase === 'preparing') return { preparing: 'active', connecting: 'todo' };
  if (phase === 'connecting') return { preparing: 'done', connecting: 'active' };
  return { preparing: 'done', connecting: 'done' };
}

/** Preparing, then connecting, then completed or failed. */
export function InstallingStep({ wizard }: { wizard: InstallWizard }) {
  const { phase, failure } = wizard;
  const { preparing, connecting } = phaseStates(phase, failure);
  return (
    <div className="install-body" aria-busy={phase === 'preparing' || phase === 'connecting'}>
      <ol className="install-phases">
        <Phase label={m.install_installing_preparing()} state={preparing} />
        <Phase label={m.install_installing_connecting()} state={connecting} />
        {phase === 'failed' ? (
          <Phase label={m.install_installing_failed()} state="failed" />
        ) : (
          <Phase label={m.install_installing_completed()} state={phase === 'completed' ? 'done' : 'todo'} />
        )}
      </ol>
      <div className="install-live" role="status">
        {phase === 'connecting' && <p className="install-note">{m.install_installing_wait()}</p>}
        {phase === 'completed' && (
          <p className="install-alert install-alert--success">{m.install_installing_completed()}</p>
        )}
      </div>
      {phase === 'failed' && failure && (
        <p className="install-alert install-alert--error" role="alert">
          {failure.message}
        </p>
      )}
    </div>
  );
}
