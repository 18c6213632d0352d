import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import {
  SIGNUP_RULE_ACTIONS,
  SIGNUP_RULE_KINDS,
  signupRuleSchema,
  type SignupRuleAction,
  type SignupRuleKind,
  type SignupRuleView,
} from '@/shared/signup/signupRuleSchema.ts';
import { showToast } from '@/stores/toasts.ts';
import { Section } from './SettingsControls.tsx';
import { useSettingsForm } from './useSettingsForm.ts';
import './settingsForm.css';
import './signupRulesForm.css';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';

const KIND_LABELS: Record<SignupRuleKind, () => string> = {
  domain: m.signupdefence_rules_kind_domain,
  ip: m.signupdefence_rules_kind_ip,
};
const ACTION_LABELS: Record<SignupRuleAction, () => string> = {
  block: m.signupdefence_rules_action_block,
  allow: m.signupdefence_rules_action_allow,
};

/** The sign-up block and allow lists ('settings.signup', the owner): listed, added and removed one by one. */
export default function SignupRulesForm({ initial }: { initial: SignupRuleView[] }) {
  const [rules, setRules] = useState(initial);
  const [draft, setDraft] = useState({
    kind: 'domain' as SignupRuleKind,
    action: 'block' as SignupRuleAction,
    value: '',
    note: '',
  });
  const form = useSettingsForm();
  const valueError = form.errorAt('value');
  const noteError = form.errorAt('note');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(signupRuleSchema, draft, async (rule) => {
      const saved = await apiRequest<{ rules: SignupRuleView[] }>('/api/admin/settings/signup-rules/add', {
        body: rule,
      });
      setRules(saved.rules);
      setDraft((current) => ({ ...current, value: '', note: '' }));
      showToast('success', m.signupdefence_rules_added());
    });
  }

  async function remove(id: number) {
    try {
      const saved = await apiRequest<{ rules: SignupRuleView[] }>('/api/admin/settings/signup-rules/remove', {
        body: { id },
      });
      setRules(saved.rules);
      showToast('success', m.signupdefence_rules_removed());
    } catch (error) {
      reportApiError(error);
    }
  }

  return (
    <SettingsFormFrame marker="data-signup-rules-form" onSubmit={onSubmit}>
      <Section
        id="settings-signup-rules"
        title={m.signupdefence_rules_title()}
        hint={m.signupdefence_rules_hint()}
      >
        {rules.length === 0 ? (
          <p className="signup-rules-empty">{m.signupdefence_rules_empty()}</p>
        ) : (
          <ul className="signup-rules" data-signup-rules="">
            {rules.map((rule) => (
              <li key={rule.id} data-signup-rule={rule.value}>
                <span className={`signup-rule-action signup-rule-${rule.action}`}>
                  {ACTION_LABELS[rule.action]()}
                </span>
                <span className="signup-rule-kind">{KIND_LABELS[rule.kind]()}</span>
                <code className="signup-rule-value">{rule.value}</code>
                {rule.note && <span className="signup-rule-note">{rule.note}</span>}
                <button
                  type="button"
                  className="button button-small"
                  aria-label={m.signupdefence_rules_remove_named({ value: rule.value })}
                  onClick={() => void remove(rule.id)}
                >
                  {m.signupdefence_rules_remove()}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="settings-grid">
          <div className="form-field">
            <label htmlFor="settings-signup-rule-kind">{m.signupdefence_rules_kind()}</label>
            <select
              className="form-control"
              id="settings-signup-rule-kind"
              value={draft.kind}
              onChange={(event) => {
                setDraft({ ...draft, kind: event.target.value as SignupRuleKind });
                form.clear('value');
              }}
            >
              {SIGNUP_RULE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]()}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor="settings-signup-rule-action">{m.signupdefence_rules_action()}</label>
            <select
              className="form-control"
              id="settings-signup-rule-action"
              value={draft.action}
              onChange={(event) => setDraft({ ...draft, action: event.target.value as SignupRuleAction })}
            >
              {SIGNUP_RULE_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {ACTION_LABELS[action]()}
                </option>
              ))}
            </select>
          </div>
          <RuleTextField
            id="settings-signup-rule-value"
            label={m.signupdefence_rules_value()}
            value={draft.value}
            maxLength={191}
            error={valueError}
            onChange={(value) => {
              setDraft({ ...draft, value });
              form.clear('value');
            }}
          />
          <RuleTextField
            id="settings-signup-rule-note"
            label={m.signupdefence_rules_note()}
            value={draft.note}
            maxLength={255}
            error={noteError}
            onChange={(note) => {
              setDraft({ ...draft, note });
              form.clear('note');
            }}
          />
        </div>
        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={form.busy} aria-busy={form.busy}>
            {m.signupdefence_rules_add()}
          </button>
        </div>
      </Section>
    </SettingsFormFrame>
  );
}

interface RuleTextFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

function RuleTextField({ id, label, value, maxLength, error, onChange }: RuleTextFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        className="form-control"
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="form-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
