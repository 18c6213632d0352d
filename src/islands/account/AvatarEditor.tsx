import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { AvatarUser } from '@/shared/format/avatar.ts';
import { showToast } from '@/stores/toasts.ts';
import { Avatar } from '@/islands/ui/Avatar.tsx';
import { ImageFileButton } from '@/islands/ui/ImageFileButton.tsx';
import { useImageUpload } from '@/islands/ui/useImageUpload.ts';
import { clampView, cropBoxOf, initialView, zoomView, type CropView } from './cropBox.ts';
import './account.css';

const VIEWPORT = 240;
const MAX_ZOOM = 4;

interface AvatarEditorProps {
  user: AvatarUser;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(m.account_avatar_failed()));
    image.src = url;
  });
}

/** Upload an image, cut a square out of it (drag to move, slider to zoom), save as the avatar. */
export default function AvatarEditor({ user }: AvatarEditorProps) {
  const [source, setSource] = useState<{ url: string; view: CropView } | null>(null);
  const [saving, setSaving] = useState(false);
  const { uploading, upload } = useImageUpload(async (url) => {
    const image = await loadImage(url);
    setSource({ url, view: initialView(image.naturalWidth, image.naturalHeight, VIEWPORT) });
  });
  const busy = uploading || saving;
  const drag = useRef<{ x: number; y: number; offsetX: number; offsetY: number } | null>(null);

  function move(dx: number, dy: number, from = source?.view) {
    if (!source || !from) return;
    setSource({
      ...source,
      view: clampView({ ...from, offsetX: from.offsetX + dx, offsetY: from.offsetY + dy }),
    });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!source) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      offsetX: source.view.offsetX,
      offsetY: source.view.offsetY,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || !source) return;
    const from = { ...source.view, offsetX: start.offsetX, offsetY: start.offsetY };
    move(event.clientX - start.x, event.clientY - start.y, from);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 20 : 5;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    move(delta[0], delta[1]);
  }

  async function save() {
    if (!source) return;
    setSaving(true);
    try {
      await apiRequest('/api/user/avatar', { body: { url: source.url, ...cropBoxOf(source.view) } });
      showToast('success', m.account_avatar_saved());
      // The header and every avatar on the page are server-rendered: show the new one everywhere.
      window.setTimeout(() => window.location.reload(), 600);
    } catch (error) {
      const message = error instanceof Error ? error.message : m.error_unknown();
      reportApiError(
        new Error(
          message === m.account_avatar_failed() ? message : `${m.account_avatar_failed()}: ${message}`,
        ),
      );
      setSaving(false);
    }
  }

  const view = source?.view;
  const scale = view ? (VIEWPORT / Math.min(view.width, view.height)) * view.zoom : 1;

  return (
    <div className="account-avatar" data-avatar-editor="">
      <Avatar user={user} size={100} />
      {!source && (
        <ImageFileButton
          label={busy ? m.account_uploading() : m.account_avatar_choose()}
          disabled={busy}
          onFile={(file) => void upload(file)}
          inputData={{ 'data-avatar-input': '' }}
        />
      )}
      {source && view && (
        <section className="account-cropper" aria-labelledby="avatar-crop-heading">
          <h3 id="avatar-crop-heading">{m.account_avatar_crop_heading()}</h3>
          <p className="form-field-hint" id="avatar-crop-hint">
            {m.account_avatar_crop_hint()}
          </p>
          <div
            className="account-crop-viewport"
            style={{ width: VIEWPORT, height: VIEWPORT }}
            tabIndex={0}
            role="group"
            aria-label={m.account_avatar_crop_heading()}
            aria-describedby="avatar-crop-hint"
            data-crop-viewport=""
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
          >
            <img
              src={source.url}
              alt=""
              draggable={false}
              style={{
                width: view.width * scale,
                height: view.height * scale,
                transform: `translate(${view.offsetX}px, ${view.offsetY}px)`,
              }}
            />
          </div>
          <label className="account-zoom">
            <span>{m.account_avatar_zoom()}</span>
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.01}
              value={view.zoom}
              onChange={(event) => setSource({ ...source, view: zoomView(view, Number(event.target.value)) })}
            />
          </label>
          <div className="account-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void save()}
            >
              {busy ? m.account_saving() : m.account_avatar_save()}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setSource(null)}>
              {m.account_cancel()}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
