import { OUTPUT_SIZE, sourceSquare, type Crop } from './crop';

/** A picture the reader chose is only read up to this size; a phone photo is far below it. */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Draws the cropped square of the picture onto the whole canvas. */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { sx, sy, side } = sourceSquare({ width: image.naturalWidth, height: image.naturalHeight }, crop);
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
}

/** The cropped square as the file update_profile uploads: OUTPUT_SIZE pixels, JPEG. */
export function croppedPicture(image: HTMLImageElement, crop: Crop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  drawCrop(canvas, image, crop);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be prepared'))), 'image/jpeg', 0.9);
  });
}

/** Decodes a chosen file; rejects when the browser cannot read it as a picture. */
export async function loadPicture(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    // Decoded before the address is revoked, so the picture stays drawable.
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}
