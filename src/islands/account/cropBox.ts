/** The square crop the cropper shows, in the image's own pixels. */
export interface CropBox {
  x: number;
  y: number;
  size: number;
}

export interface CropView {
  /** Natural size of the image. */
  width: number;
  height: number;
  /** Side of the square viewport, in CSS pixels. */
  viewport: number;
  /** 1 = the short side fills the viewport. */
  zoom: number;
  /** Image top-left relative to the viewport (≤ 0). */
  offsetX: number;
  offsetY: number;
}

function viewScale(view: Pick<CropView, 'width' | 'height' | 'viewport' | 'zoom'>): number {
  return (view.viewport / Math.min(view.width, view.height)) * view.zoom;
}

/** Keeps the image covering the viewport. */
export function clampView(view: CropView): CropView {
  const scale = viewScale(view);
  const minX = view.viewport - view.width * scale;
  const minY = view.viewport - view.height * scale;
  return {
    ...view,
    offsetX: Math.min(0, Math.max(minX, view.offsetX)),
    offsetY: Math.min(0, Math.max(minY, view.offsetY)),
  };
}

/** Zooms around the viewport centre. */
export function zoomView(view: CropView, zoom: number): CropView {
  const before = viewScale(view);
  const after = viewScale({ ...view, zoom });
  const centre = view.viewport / 2;
  return clampView({
    ...view,
    zoom,
    offsetX: centre - ((centre - view.offsetX) / before) * after,
    offsetY: centre - ((centre - view.offsetY) / before) * after,
  });
}

export function cropBoxOf(view: CropView): CropBox {
  const scale = viewScale(view);
  const size = Math.max(1, Math.min(Math.round(view.viewport / scale), view.width, view.height));
  const x = Math.min(Math.max(0, Math.round(-view.offsetX / scale)), view.width - size);
  const y = Math.min(Math.max(0, Math.round(-view.offsetY / scale)), view.height - size);
  return { x, y, size };
}

/** The image centred with its short side filling the viewport. */
export function initialView(width: number, height: number, viewport: number): CropView {
  const view = { width, height, viewport, zoom: 1, offsetX: 0, offsetY: 0 };
  const scale = viewScale(view);
  return clampView({
    ...view,
    offsetX: (viewport - width * scale) / 2,
    offsetY: (viewport - height * scale) / 2,
  });
}
