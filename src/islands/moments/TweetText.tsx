import { m } from '@/i18n/messages.ts';
import { TWEET_TEXT_MAX } from '@/shared/moments/momentLimits.ts';

interface TweetTextProps {
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
}

/** A tweet's text with a live character count. */
export function TweetText({ value, onChange, error }: TweetTextProps) {
  const count = [...value.trim()].length;
  const over = count > TWEET_TEXT_MAX;
  return (
    <div className="form-field composer-tweet">
      <label htmlFor="composer-tweet">{m.moments_field_tweet_text()}</label>
      <textarea
        id="composer-tweet"
        name="content"
        rows={5}
        value={value}
        placeholder={m.moments_tweet_placeholder()}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`composer-tweet-count${error ? ' composer-tweet-error' : ''}`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p className="composer-count" id="composer-tweet-count" data-over={over ? '' : undefined}>
        {m.moments_tweet_count({ count: String(count), max: String(TWEET_TEXT_MAX) })}
      </p>
      {error && (
        <p className="form-field-error" id="composer-tweet-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
