import { describe, expect, it } from 'vitest';
import { CENTRED, clampCrop, dragCrop, MAX_ZOOM, movableAxes, sourceSquare, zoomCrop } from './crop';

const landscape = { width: 800, height: 400 };
const portrait = { width: 300, height: 900 };

describe('the square crop of a profile picture', () => {
  it('starts with the largest centred square', () => {
    expect(sourceSquare(landscape, CENTRED)).toEqual({ sx: 200, sy: 0, side: 400 });
    expect(sourceSquare(portrait, CENTRED)).toEqual({ sx: 0, sy: 300, side: 300 });
  });

  it('places the square between the edges and shrinks it as the reader zooms', () => {
    expect(sourceSquare(landscape, { zoom: 1, x: 0, y: 0.5 })).toEqual({ sx: 0, sy: 0, side: 400 });
    expect(sourceSquare(landscape, { zoom: 1, x: 1, y: 0.5 })).toEqual({ sx: 400, sy: 0, side: 400 });
    expect(sourceSquare(landscape, { zoom: 2, x: 0.5, y: 1 })).toEqual({ sx: 300, sy: 200, side: 200 });
  });

  it('never leaves the picture, whatever the values', () => {
    expect(clampCrop({ zoom: 9, x: -1, y: 3 })).toEqual({ zoom: MAX_ZOOM, x: 0, y: 1 });
    expect(clampCrop({ zoom: 0.2, x: Number.NaN, y: 0.3 })).toEqual({ zoom: 1, x: 0, y: 0.3 });
    const square = sourceSquare(landscape, { zoom: 0.5, x: 2, y: -2 });
    expect(square.sx + square.side).toBeLessThanOrEqual(landscape.width);
    expect(square.sy).toBeGreaterThanOrEqual(0);
  });

  it('follows the pointer: dragging right shows more of the left of the picture', () => {
    // At zoom 1 the 400 px square shows in a 200 px preview: 1 preview pixel is 2 picture pixels.
    const moved = dragCrop(landscape, CENTRED, 50, 0, 200);
    expect(sourceSquare(landscape, moved).sx).toBe(100);
    expect(dragCrop(landscape, CENTRED, -1000, 0, 200).x).toBe(1);
    // No room vertically at zoom 1: a vertical drag changes nothing.
    expect(dragCrop(landscape, CENTRED, 0, 80, 200)).toEqual(CENTRED);
  });

  it('zooms around the centre of the square', () => {
    const zoomed = zoomCrop(landscape, CENTRED, 2);
    expect(sourceSquare(landscape, zoomed)).toEqual({ sx: 300, sy: 100, side: 200 });
    const atEdge = zoomCrop(landscape, { zoom: 1, x: 0, y: 0.5 }, 2);
    expect(sourceSquare(landscape, atEdge)).toEqual({ sx: 100, sy: 100, side: 200 });
    // Back to zoom 1 the square fills the height again and keeps its horizontal place.
    expect(sourceSquare(landscape, zoomCrop(landscape, zoomed, 1))).toEqual({ sx: 200, sy: 0, side: 400 });
  });

  it('says which way the square can move', () => {
    expect(movableAxes(landscape, CENTRED)).toEqual({ x: true, y: false });
    expect(movableAxes({ width: 500, height: 500 }, CENTRED)).toEqual({ x: false, y: false });
    expect(movableAxes({ width: 500, height: 500 }, { ...CENTRED, zoom: 2 })).toEqual({ x: true, y: true });
  });
});
