/**
 * The square crop of a profile picture. The reader frames the square with a zoom and a position;
 * the picture is uploaded as that square, drawn at OUTPUT_SIZE (the API keeps profile pictures at
 * most 512 px wide, so a bigger upload would only be shrunk again).
 *
 * The crop is kept relative to the picture, so it stays valid whatever size the preview shows:
 * - `zoom` 1 is the largest square that fits (the shorter side); 2 shows half of that side…
 * - `x` and `y` place the square in the room left around it: 0 at the left (top) edge,
 *   1 at the right (bottom) edge, 0.5 centred. The square never leaves the picture.
 */
export const OUTPUT_SIZE = 512;
export const MAX_ZOOM = 4;

export interface Size {
  width: number;
  height: number;
}

export interface Crop {
  zoom: number;
  x: number;
  y: number;
}

/** The part of the picture that is uploaded, in the picture's own pixels. */
export interface SourceSquare {
  sx: number;
  sy: number;
  side: number;
}

export const CENTRED: Crop = { zoom: 1, x: 0.5, y: 0.5 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Number.isFinite(value) ? value : low));

export function clampCrop(crop: Crop): Crop {
  return { zoom: clamp(crop.zoom, 1, MAX_ZOOM), x: clamp(crop.x, 0, 1), y: clamp(crop.y, 0, 1) };
}

/** The square of the picture the crop selects. */
export function sourceSquare(image: Size, crop: Crop): SourceSquare {
  const { zoom, x, y } = clampCrop(crop);
  const side = Math.min(image.width, image.height) / zoom;
  return { sx: (image.width - side) * x, sy: (image.height - side) * y, side };
}

/**
 * Moves the square as the reader drags the picture by (dx, dy) preview pixels in a preview of
 * `viewSize` pixels: the picture follows the pointer, so dragging right shows more of its left.
 */
export function dragCrop(image: Size, crop: Crop, dx: number, dy: number, viewSize: number): Crop {
  const { side } = sourceSquare(image, crop);
  const perViewPixel = side / viewSize;
  const roomX = image.width - side;
  const roomY = image.height - side;
  return clampCrop({
    zoom: crop.zoom,
    x: roomX > 0 ? crop.x - (dx * perViewPixel) / roomX : crop.x,
    y: roomY > 0 ? crop.y - (dy * perViewPixel) / roomY : crop.y,
  });
}

/** Zooms keeping the centre of the square where it is (as far as the picture's edges allow). */
export function zoomCrop(image: Size, crop: Crop, zoom: number): Crop {
  const before = sourceSquare(image, crop);
  const centreX = before.sx + before.side / 2;
  const centreY = before.sy + before.side / 2;
  const nextZoom = clamp(zoom, 1, MAX_ZOOM);
  const side = Math.min(image.width, image.height) / nextZoom;
  const roomX = image.width - side;
  const roomY = image.height - side;
  return clampCrop({
    zoom: nextZoom,
    x: roomX > 0 ? (centreX - side / 2) / roomX : 0.5,
    y: roomY > 0 ? (centreY - side / 2) / roomY : 0.5,
  });
}

/** Whether the square can move along each axis (a square picture at zoom 1 cannot). */
export function movableAxes(image: Size, crop: Crop): { x: boolean; y: boolean } {
  const { side } = sourceSquare(image, crop);
  return { x: image.width - side > 0.5, y: image.height - side > 0.5 };
}
