import { m } from '@/i18n/messages.ts';
import { MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';
import { Icon } from '@/islands/ui/Icon.tsx';

interface KindSwitchProps {
  value: MomentTypeValue;
  onChange: (type: MomentTypeValue) => void;
}

const KINDS = [
  { type: MomentType.post, icon: 'moment', label: () => m.moments_kind_post() },
  { type: MomentType.tweet, icon: 'tweet', label: () => m.moments_kind_tweet() },
] as const;

/** Post or tweet, as a pair of radio buttons; the composer confirms before a switch clears content. */
export function KindSwitch({ value, onChange }: KindSwitchProps) {
  return (
    <fieldset className="composer-kind">
      <legend className="visually-hidden">{m.moments_kind_label()}</legend>
      {KINDS.map((kind) => (
        <label key={kind.type} className="composer-kind-option">
          <input
            type="radio"
            name="type"
            value={kind.type}
            checked={value === kind.type}
            onChange={() => onChange(kind.type)}
          />
          <Icon name={kind.icon} size={16} />
          <span>{kind.label()}</span>
        </label>
      ))}
    </fieldset>
  );
}
