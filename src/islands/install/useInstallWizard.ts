import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiRequestError, apiRequest } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import {
  adminAccountSchema,
  databaseConfigSchema,
  installRequestSchema,
  siteInfoSchema,
} from '@/shared/install/installSchemas.ts';
import type { DatabaseKind } from '@/shared/install/installSchemas.ts';
import {
  INSTALL_API,
  type BuiltinDatabaseOffer,
  type DatabasePrefill,
  type DatabaseTestResult,
  type InstallResult,
} from '@/shared/install/installApi.ts';
import type { Locale } from '@/i18n/locales.ts';
import { m } from '@/i18n/messages.ts';
import {
  initialInstallForm,
  issuesToErrors,
  toInstallBody,
  type DatabaseFields,
  type FieldErrors,
  type InstallForm,
} from './installForm.ts';
import { INSTALL_STEPS, stepForField, type InstallStepId } from './installSteps.ts';
import { installErrorMessage, serverDescription } from './installMessages.ts';

export type InstallPhase = 'preparing' | 'connecting' | 'completed' | 'failed';
export type ConnectionTest =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'creating' }
  | { state: 'ok'; message: string }
  /** canCreate: the database is missing and the account may create it (the step offers to). */
  | { state: 'failed'; message: string; canCreate: boolean };
export interface InstallFailureView {
  message: string;
  field: string | undefined;
  /** Preparing means the request was never sent. */
  during: 'preparing' | 'connecting';
}
type TextKey = 'siteTitle' | 'siteDescription' | 'username' | 'password' | 'rePassword';

// Long enough to read "Completed" before the final step replaces it.
const COMPLETED_PAUSE_MS = 800;

export function useInstallWizard(
  prefill: DatabasePrefill | null,
  language: Locale,
  builtinDatabase: BuiltinDatabaseOffer,
) {
  const [step, setStep] = useState<InstallStepId>('welcome');
  const [form, setForm] = useState<InstallForm>(() => initialInstallForm(prefill, language, builtinDatabase));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [test, setTest] = useState<ConnectionTest>({ state: 'idle' });
  const [phase, setPhase] = useState<InstallPhase>('preparing');
  const [failure, setFailure] = useState<InstallFailureView | null>(null);
  const [result, setResult] = useState<InstallResult | null>(null);
  const testedDb = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  const goTo = (next: InstallStepId) => {
    setErrors({});
    setStep(next);
  };

  const clearError = (key: string) => setErrors(({ [key]: _removed, ...rest }) => rest);

  const setDbField = (key: keyof DatabaseFields, value: string) => {
    setForm((current) => ({ ...current, db: { ...current.db, [key]: value } }));
    clearError(key);
    setTest({ state: 'idle' });
  };
  const setDatabaseKind = (databaseKind: DatabaseKind) => {
    setForm((current) => ({ ...current, databaseKind }));
    setErrors({});
    setTest({ state: 'idle' });
  };
  const setField = (key: TextKey, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    clearError(key);
  };
  const setLanguage = (value: Locale) => setForm((current) => ({ ...current, language: value }));

  const validate = (schema: ZodType, value: unknown): boolean => {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    setErrors(issuesToErrors(parsed.error.issues));
    window.requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return false;
  };

  /** Starts the built-in database (the first time, it is created in the data folder) and checks it. */
  const startBuiltinDatabase = async (): Promise<boolean> => {
    setTest({ state: 'testing' });
    try {
      const answer = await apiRequest<DatabaseTestResult>(INSTALL_API.startBuiltinDatabase, { body: {} });
      testedDb.current = 'builtin';
      setTest({ state: 'ok', message: m.install_builtin_ready({ server: serverDescription(answer) }) });
      return true;
    } catch (error) {
      testedDb.current = null;
      setTest({ state: 'failed', message: installErrorMessage(error), canCreate: false });
      return false;
    }
  };

  const testConnection = async (): Promise<boolean> => {
    if (form.databaseKind === 'builtin') return startBuiltinDatabase();
    if (!validate(databaseConfigSchema, form.db)) return false;
    const key = JSON.stringify(form.db);
    setTest({ state: 'testing' });
    try {
      const answer = await apiRequest<DatabaseTestResult>(INSTALL_API.testDbConnection, { body: form.db });
      testedDb.current = key;
      setTest({ state: 'ok', message: m.install_db_test_ok({ server: serverDescription(answer) }) });
      return true;
    } catch (error) {
      testedDb.current = null;
      const canCreate =
        error instanceof ApiRequestError && error.errorCode === ErrorCode.installDatabaseMissing;
      setTest({ state: 'failed', message: installErrorMessage(error), canCreate });
      return false;
    }
  };

  /** Creates the missing database with the account given, then goes on as a passed test would. */
  const createDatabase = async () => {
    const key = JSON.stringify(form.db);
    setTest({ state: 'creating' });
    try {
      const answer = await apiRequest<DatabaseTestResult>(INSTALL_API.createDatabase, { body: form.db });
      testedDb.current = key;
      const server = serverDescription(answer);
      setTest({ state: 'ok', message: m.install_db_created({ database: form.db.database, server }) });
      goTo('site');
    } catch (error) {
      testedDb.current = null;
      setTest({ state: 'failed', message: installErrorMessage(error), canCreate: false });
    }
  };

  const install = async () => {
    goTo('installing');
    setFailure(null);
    setPhase('preparing');
    const body = toInstallBody(form);
    const parsed = installRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFailure({
        message: issue?.message ?? m.error_unknown(),
        field: issue?.path.map(String).join('.'),
        during: 'preparing',
      });
      setPhase('failed');
      return;
    }
    setPhase('connecting');
    try {
      setResult(await apiRequest<InstallResult>(INSTALL_API.install, { body }));
      setPhase('completed');
      window.setTimeout(() => goTo('complete'), COMPLETED_PAUSE_MS);
    } catch (error) {
      const field = error instanceof ApiRequestError ? error.field : undefined;
      setFailure({ message: installErrorMessage(error), field, during: 'connecting' });
      setPhase('failed');
    }
  };

  const next = async () => {
    if (step === 'welcome') goTo('database');
    else if (step === 'database') {
      const key = form.databaseKind === 'builtin' ? 'builtin' : JSON.stringify(form.db);
      const tested = testedDb.current === key && test.state === 'ok';
      if (tested || (await testConnection())) goTo('site');
    } else if (step === 'site') {
      if (validate(siteInfoSchema, { siteTitle: form.siteTitle, siteDescription: form.siteDescription })) {
        goTo('admin');
      }
    } else if (step === 'admin') {
      const { username, password, rePassword } = form;
      if (validate(adminAccountSchema, { username, password, rePassword })) goTo('language');
    } else if (step === 'language') await install();
  };

  const previous = () => {
    if (step === 'installing') return goTo(stepForField(failure?.field));
    const index = INSTALL_STEPS.indexOf(step);
    if (index > 0) goTo(INSTALL_STEPS[index - 1]!);
  };

  return {
    step,
    form,
    errors,
    test,
    phase,
    failure,
    result,
    formRef,
    setDbField,
    setDatabaseKind,
    setField,
    setLanguage,
    testConnection,
    createDatabase,
    next,
    previous,
    install,
  };
}

export type InstallWizard = ReturnType<typeof useInstallWizard>;
