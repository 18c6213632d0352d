import { useEffect, useState } from 'react';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { PushDeviceView } from '@/shared/push/pushSchemas.ts';
import { RelativeTime } from '@/islands/ui/RelativeTime.tsx';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import {
  currentSubscription,
  endpointHash,
  pushSupported,
  subscribeThisBrowser,
} from './pushSubscription.ts';
import './pushDevices.css';

interface PushDevicesProps {
  /** The forum's public VAPID key (base64url). */
  publicKey: string;
  devices: PushDeviceView[];
  timeZone: string;
  renderedAt: number;
}

/** What this browser can do; known only after hydration, so the server's markup offers the button. */
type BrowserState = 'ready' | 'unsupported' | 'denied';

function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/**
 * The member's push devices (decision 063): turns pushes on for this browser, lists every device
 * that receives them and removes any of them.
 */
export function PushDevices({ publicKey, devices: initial, timeZone, renderedAt }: PushDevicesProps) {
  const [devices, setDevices] = useState(initial);
  const [here, setHere] = useState<string | null>(null);
  const [browser, setBrowser] = useState<BrowserState>('ready');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return setBrowser('unsupported');
    if (Notification.permission === 'denied') setBrowser('denied');
    void currentSubscription().then(async (subscription) => {
      if (subscription) setHere(await endpointHash(subscription.endpoint));
    });
  }, []);

  const fail = (error: unknown, fallback: string) => {
    if (error instanceof ApiRequestError && error.notSignedIn) reportApiError(error);
    else showToast('error', failureMessage(error, fallback));
  };

  const enable = async () => {
    if (busy) return;
    if (!pushSupported()) return setBrowser('unsupported');
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setBrowser('denied');
      const subscription = await subscribeThisBrowser(publicKey);
      setDevices(
        await apiRequest<PushDeviceView[]>('/api/user/push/subscribe', { body: subscription.toJSON() }),
      );
      setHere(await endpointHash(subscription.endpoint));
      setBrowser('ready');
      showToast('success', m.push_enabled_toast());
    } catch (error) {
      fail(error, m.push_enable_failed());
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (device: PushDeviceView, label: string) => {
    if (busy) return;
    const confirmed = await askConfirm({
      title: m.push_revoke_confirm({ device: label }),
      confirmLabel: m.push_revoke(),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      setDevices(await apiRequest<PushDeviceView[]>('/api/user/push/revoke', { body: { id: device.id } }));
      if (device.endpointHash === here) {
        await (await currentSubscription())?.unsubscribe();
        setHere(null);
      }
      showToast('success', m.push_revoked());
    } catch (error) {
      fail(error, m.push_revoke_failed());
    } finally {
      setBusy(false);
    }
  };

  const enabledHere = here !== null && devices.some((device) => device.endpointHash === here);
  return (
    <div className="push-devices" data-push-devices>
      <p className="account-muted">{m.push_devices_intro()}</p>
      {browser === 'unsupported' ? (
        <p className="push-devices-note" role="status">
          {m.push_unsupported()}
        </p>
      ) : browser === 'denied' ? (
        <p className="push-devices-note" role="status">
          {m.push_denied()}
        </p>
      ) : enabledHere ? (
        <p className="push-devices-note" role="status">
          {m.push_enabled_here()}
        </p>
      ) : (
        <div className="account-actions">
          <button
            type="button"
            className="button button-primary"
            data-push-enable
            aria-busy={busy || undefined}
            onClick={() => void enable()}
          >
            {m.push_enable()}
          </button>
        </div>
      )}
      {devices.length === 0 ? (
        <p className="account-muted" data-push-empty>
          {m.push_devices_empty()}
        </p>
      ) : (
        <ul className="stack-list" aria-label={m.push_devices_label()}>
          {devices.map((device) => {
            const label = device.label || m.push_device_unknown();
            return (
              <li key={device.id} className="push-device stack-row" data-push-device={device.id}>
                <div className="push-device-text">
                  <span className="push-device-name">
                    {label}
                    {device.endpointHash === here && (
                      <span className="pill-soft push-device-here">{m.push_device_this()}</span>
                    )}
                  </span>
                  <span className="push-device-detail">
                    {m.push_device_added()}{' '}
                    <RelativeTime at={device.createdAt} timeZone={timeZone} now={renderedAt} />
                  </span>
                  <span className="push-device-detail">
                    {device.lastPushedAt ? (
                      <>
                        {m.push_device_last_push()}{' '}
                        <RelativeTime at={device.lastPushedAt} timeZone={timeZone} now={renderedAt} />
                      </>
                    ) : (
                      m.push_device_never_pushed()
                    )}
                  </span>
                </div>
                <button
                  type="button"
                  className="button button-small"
                  data-push-revoke={device.id}
                  onClick={() => void revoke(device, label)}
                >
                  {m.push_revoke()}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
