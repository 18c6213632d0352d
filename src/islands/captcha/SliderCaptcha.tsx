import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { m } from '@/i18n/messages.ts';
import { CAPTCHA_MAX_X, CAPTCHA_PIECE, type CaptchaChallenge } from '@/shared/captcha/captchaTypes.ts';
import { fetchChallenge, verifyPosition } from './captchaApi.ts';
import './sliderCaptcha.css';

type Phase = 'loading' | 'ready' | 'checking' | 'passed' | 'failed';

interface SliderCaptchaProps {
  /** Called once with the pass token after the piece was placed right. */
  onPassed: (token: string) => void;
  /** The holder's own buttons (a dialog's Cancel), on one row after "New puzzle". */
  actions?: ReactNode;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;
const clamp = (value: number) => Math.min(CAPTCHA_MAX_X, Math.max(0, value));
const KEY_STEP = 2;
const KEY_BIG_STEP = 10;

/** The slider puzzle: drag the handle (mouse, touch or pen) or use the keyboard, release to check. */
export function SliderCaptcha({ onPassed, actions }: SliderCaptchaProps) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [x, setX] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');
  const [message, setMessage] = useState('');
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startClientX: number; startX: number } | null>(null);

  const load = useCallback(async (notice = '') => {
    setPhase('loading');
    setMessage(notice);
    setX(0);
    try {
      setChallenge(await fetchChallenge());
      setPhase(notice ? 'failed' : 'ready');
    } catch (error) {
      setChallenge(null);
      setPhase('failed');
      setMessage(m.captcha_load_failed({ msg: error instanceof Error ? error.message : m.error_unknown() }));
    }
  }, []);

  useEffect(() => void load(), [load]);

  async function check(position: number) {
    if (!challenge || phase === 'checking' || phase === 'passed' || phase === 'loading') return;
    setPhase('checking');
    setMessage(m.captcha_checking());
    try {
      const result = await verifyPosition(challenge.id, position);
      if (result.passed) {
        setPhase('passed');
        setMessage(m.captcha_passed());
        onPassed(result.token);
        return;
      }
      if (result.attemptsLeft === 0) {
        await load(m.captcha_expired());
        return;
      }
      setPhase('failed');
      setMessage(m.captcha_wrong({ left: String(result.attemptsLeft) }));
      setX(0);
    } catch (error) {
      await load(error instanceof Error ? error.message : m.error_unknown());
    }
  }

  const interactive = challenge !== null && (phase === 'ready' || phase === 'failed');
  // Image pixels per screen pixel: the track is as wide as the picture, whatever size it is shown at.
  const pixelsPerImagePixel = () =>
    (trackRef.current?.getBoundingClientRect().width ?? 0) / (challenge?.width ?? 1);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!interactive || event.button > 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startClientX: event.clientX, startX: x };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const scale = pixelsPerImagePixel();
    if (scale > 0) setX(clamp(current.startX + (event.clientX - current.startClientX) / scale));
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const scale = pixelsPerImagePixel();
    const released = scale > 0 ? clamp(current.startX + (event.clientX - current.startClientX) / scale) : x;
    setX(released);
    if (released !== current.startX) void check(released);
  }
  function onPointerCancel() {
    drag.current = null;
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!interactive) return;
    const step = event.shiftKey ? KEY_BIG_STEP : KEY_STEP;
    const moves: Record<string, number> = {
      ArrowLeft: x - step,
      ArrowDown: x - step,
      ArrowRight: x + step,
      ArrowUp: x + step,
      PageDown: x - KEY_BIG_STEP * 2,
      PageUp: x + KEY_BIG_STEP * 2,
      Home: 0,
      End: CAPTCHA_MAX_X,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setX(clamp(next));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void check(x);
    }
  }

  const width = challenge?.width ?? 320;
  const height = challenge?.height ?? 160;
  const pieceWidth = percent(CAPTCHA_PIECE, width);
  return (
    <div className="slider-captcha" data-phase={phase}>
      <p className="slider-captcha-instructions">{m.captcha_instructions()}</p>
      <div className="slider-captcha-stage" style={{ aspectRatio: `${width} / ${height}` }}>
        {challenge ? (
          <>
            <img
              className="slider-captcha-background"
              src={challenge.background}
              alt={m.captcha_image_alt()}
            />
            <img
              className="slider-captcha-piece"
              src={challenge.piece}
              alt=""
              draggable={false}
              style={{ left: percent(x, width), top: percent(challenge.pieceY, height), width: pieceWidth }}
            />
          </>
        ) : (
          <span className="slider-captcha-placeholder">{phase === 'loading' ? m.captcha_loading() : ''}</span>
        )}
      </div>
      <div className="slider-captcha-track" ref={trackRef}>
        <div className="slider-captcha-fill" style={{ width: percent(x, width) }} />
        <div
          className="slider-captcha-handle"
          role="slider"
          tabIndex={interactive ? 0 : -1}
          aria-label={m.captcha_slider_label()}
          aria-valuemin={0}
          aria-valuemax={CAPTCHA_MAX_X}
          aria-valuenow={Math.round(x)}
          aria-disabled={!interactive}
          aria-describedby="slider-captcha-keys"
          style={{ left: percent(x, width), width: pieceWidth }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">→</span>
        </div>
      </div>
      <p id="slider-captcha-keys" className="slider-captcha-hint">
        {m.captcha_keyboard_hint()}
      </p>
      <div className="slider-captcha-footer">
        <p className="slider-captcha-status" role="status" aria-live="polite">
          {phase === 'loading' && challenge === null ? '' : message}
        </p>
        <div className="slider-captcha-actions">
          <button
            type="button"
            className="button"
            disabled={phase === 'loading' || phase === 'checking' || phase === 'passed'}
            onClick={() => void load()}
          >
            {m.captcha_refresh()}
          </button>
          {actions}
        </div>
      </div>
    </div>
  );
}
