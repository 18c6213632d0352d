import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales.ts';
import type { BuiltinDatabaseOffer, DatabasePrefill } from '@/shared/install/installApi.ts';
import { m } from '@/i18n/messages.ts';
import { INSTALL_STEPS, installStepName, type InstallStepId } from './installSteps.ts';
import { useInstallWizard, type InstallWizard } from './useInstallWizard.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { WizardLanguage } from './WizardLanguage.tsx';
import { WelcomeStep } from './WelcomeStep.tsx';
import { DatabaseStep } from './DatabaseStep.tsx';
import { SiteStep } from './SiteStep.tsx';
import { AdminStep } from './AdminStep.tsx';
import { LanguageStep } from './LanguageStep.tsx';
import { InstallingStep } from './InstallingStep.tsx';
import { CompleteStep } from './CompleteStep.tsx';
import { InstallActions } from './InstallActions.tsx';
import './installer.css';
import './installSteps.css';
import './installFields.css';

interface InstallerProps {
  /** DATABASE_URL's connection details, when the server has them. */
  prefill: DatabasePrefill | null;
  /** Whether the built-in database is offered (not with DATABASE_URL) and can run here. */
  builtinDatabase: BuiltinDatabaseOffer;
  locale: Locale;
}

function stepTitle(step: InstallStepId): string {
  if (step === 'welcome') return m.install_welcome_title();
  if (step === 'complete') return m.install_complete_title();
  return installStepName(step);
}

interface StepContentProps {
  wizard: InstallWizard;
  prefilled: boolean;
  builtinDatabase: BuiltinDatabaseOffer;
}

function StepContent({ wizard, prefilled, builtinDatabase }: StepContentProps): ReactNode {
  switch (wizard.step) {
    case 'welcome':
      return <WelcomeStep />;
    case 'database':
      return <DatabaseStep wizard={wizard} prefilled={prefilled} builtinDatabase={builtinDatabase} />;
    case 'site':
      return <SiteStep wizard={wizard} />;
    case 'admin':
      return <AdminStep wizard={wizard} />;
    case 'language':
      return <LanguageStep wizard={wizard} />;
    case 'installing':
      return <InstallingStep wizard={wizard} />;
    case 'complete':
      return <CompleteStep wizard={wizard} />;
  }
}

/** The first-run wizard: welcome, database, site, administrator, language, installing, complete. */
export default function Installer({ prefill, builtinDatabase, locale }: InstallerProps) {
  const wizard = useInstallWizard(prefill, locale, builtinDatabase);
  const { step } = wizard;
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const mounted = useRef(false);

  // Focus follows the step, so screen readers announce the new heading.
  useEffect(() => {
    if (mounted.current) headingRef.current?.focus();
    mounted.current = true;
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void wizard.next();
  };

  return (
    <div className="installer">
      <header className="installer-header">
        <h1 className="installer-brand">
          <span className="installer-logo" aria-hidden="true">
            P
          </span>
          {m.install_heading()}
        </h1>
        {step === 'welcome' && <WizardLanguage current={locale} />}
      </header>
      <StepIndicator current={step} />
      <form
        ref={wizard.formRef}
        className="installer-card"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="install-step-title"
      >
        <p className="install-step-count">
          {m.install_step_count({
            current: String(INSTALL_STEPS.indexOf(step) + 1),
            total: String(INSTALL_STEPS.length),
          })}
        </p>
        <h2 id="install-step-title" className="install-step-title" ref={headingRef} tabIndex={-1}>
          {stepTitle(step)}
        </h2>
        <StepContent wizard={wizard} prefilled={prefill !== null} builtinDatabase={builtinDatabase} />
        <InstallActions wizard={wizard} />
      </form>
    </div>
  );
}
