import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the demo's uploaded video lives in the media store: the path its `video_upload` stories hold. */
export const DEMO_VIDEO = 'seed/video-sample.mp4';

/**
 * The committed demo video: five seconds of a test pattern with a caption and a quiet tone,
 * H.264/AAC in MP4 with its index first, so every browser plays it as it loads (220 kB). Nothing
 * makes media at run time; it was made once with:
 * `ffmpeg -f lavfi -i "testsrc2=size=640x360:rate=25:duration=5,drawbox=y=ih-64:w=iw:h=64:color=black@0.6:t=fill,
 *  drawtext=font='DejaVu Sans':text='Meridian News  demo video':fontcolor=white:fontsize=28:x=(w-text_w)/2:y=h-46"
 *  -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=5,volume=0.2" -c:v libx264 -profile:v main
 *  -preset slow -crf 30 -pix_fmt yuv420p -c:a aac -b:a 48k -movflags +faststart -shortest video-sample.mp4`
 */
export const DEMO_VIDEO_SOURCE = fileURLToPath(new URL('./media/video-sample.mp4', import.meta.url));

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/**
 * Copies the demo video into the media store. A file of another size is replaced: sites seeded
 * before the demo had a real video hold a 23-byte stand-in under the same name.
 * Returns whether it wrote the file.
 */
export async function copyDemoVideo(mediaDir: string): Promise<boolean> {
  const target = path.join(mediaDir, DEMO_VIDEO);
  if ((await sizeOf(target)) === (await sizeOf(DEMO_VIDEO_SOURCE))) return false;
  await copyFile(DEMO_VIDEO_SOURCE, target);
  return true;
}
