import sharp from 'sharp';

export interface TestImageLook {
  name?: string;
  width?: number;
  /** Half the width unless given: a landscape picture, as most uploads are. */
  height?: number;
  background?: string | { r: number; g: number; b: number };
}

/**
 * A real image file made with sharp: uploads are checked and re-encoded, so bytes that merely
 * claim to be an image are refused (the tests that need such a fake write it themselves).
 */
export async function testImage(format: 'png' | 'jpeg' = 'png', look: TestImageLook = {}): Promise<File> {
  const width = look.width ?? 64;
  const height = look.height ?? Math.round(width / 2);
  const background = look.background ?? { r: 200, g: 40, b: 40 };
  const bytes = await sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();
  const name = look.name ?? `photo.${format === 'png' ? 'png' : 'jpg'}`;
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}
