import { m } from '@/i18n/messages.ts';
import { INSTALL_STEPS, installStepName, type InstallStepId } from './installSteps.ts';

/** The wizard's progress: done steps are ticked, the current one is marked for assistive technology. */
export function StepIndicator({ current }: { current: InstallStepId }) {
  const currentIndex = INSTALL_STEPS.indexOf(current);
  return (
    <nav className="install-steps" aria-label={m.install_steps_label()}>
      <ol>
        {INSTALL_STEPS.map((step, index) => {
          const finished = index < currentIndex || current === 'complete';
          const state = finished ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`install-step install-step--${state}`}
              aria-current={index === currentIndex ? 'step' : undefined}
            >
              <span className="install-step-marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="install-step-name">{installStepName(step)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
