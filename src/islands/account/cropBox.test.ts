import { describe, expect, it } from 'vitest';
import { clampView, cropBoxOf, initialView, zoomView } from './cropBox.ts';

describe('cropBox', () => {
  it('starts with the centred square of the short side', () => {
    expect(cropBoxOf(initialView(300, 200, 240))).toEqual({ x: 50, y: 0, size: 200 });
    expect(cropBoxOf(initialView(200, 400, 240))).toEqual({ x: 0, y: 100, size: 200 });
  });

  it('zooms around the centre and never leaves the image', () => {
    const zoomed = zoomView(initialView(300, 200, 240), 2);
    expect(cropBoxOf(zoomed)).toEqual({ x: 100, y: 50, size: 100 });
    const dragged = clampView({ ...zoomed, offsetX: 1000, offsetY: -100000 });
    expect(cropBoxOf(dragged)).toEqual({ x: 0, y: 100, size: 100 });
  });
});
