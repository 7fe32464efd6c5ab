import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { copyDemoVideo, DEMO_VIDEO } from './demo-video';
import { CATEGORY_KEYS, type CategoryKey } from './text/types';

/** Gradient colours per category, so a reader recognises a section by its pictures. */
export const CATEGORY_COLOURS: Record<CategoryKey, [string, string]> = {
  politics: ['#1A2E51', '#3E6AB0'], world: ['#0F5257', '#17A398'], business: ['#7A3E00', '#D98E04'],
  technology: ['#3B1F73', '#7C4DDB'], sports: ['#0E5A2A', '#31A354'], health: ['#8A1538', '#E0457B'],
  culture: ['#7C2D12', '#EA580C'], science: ['#0B3C5D', '#1D8FCF'],
};
const CATEGORY_LABELS: Record<CategoryKey, string> = {
  politics: 'Politics', world: 'World', business: 'Business', technology: 'Technology',
  sports: 'Sports', health: 'Health', culture: 'Culture', science: 'Science',
};
const NEWS_IMAGES_PER_CATEGORY = 4;
export const SOCIAL_NETWORKS = [
  { name: 'facebook', label: 'f', colour: '#1877F2', link: 'https://www.facebook.com/meridiannews' },
  { name: 'x', label: 'X', colour: '#111111', link: 'https://x.com/meridiannews' },
  { name: 'instagram', label: 'IG', colour: '#C13584', link: 'https://www.instagram.com/meridiannews' },
  { name: 'youtube', label: '▶', colour: '#FF0000', link: 'https://www.youtube.com/@meridiannews' },
] as const;

interface ImageSpec {
  file: string;
  width: number;
  height: number;
  colours: [string, string];
  label: string;
  caption?: string;
}

/** Relative paths (under the media dir) of everything the seed generated. */
export interface SeedImages {
  logo: string;
  logoFooter: string;
  placeholder: string;
  og: string;
  flags: Record<string, string>;
  social: { image: string; link: string }[];
  category: Record<CategoryKey, string>;
  news: Record<CategoryKey, string[]>;
  breaking: string[];
  live: string[];
  ads: { app: string; web: string }[];
  avatars: string[];
  video: string;
  /** Every generated path, for checks. */
  all: string[];
  /** Files actually written by this run (existing files are kept). */
  written: number;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svgFor(spec: ImageSpec): string {
  const { width: w, height: h } = spec;
  const size = Math.round(Math.min(h * 0.28, (w * 1.5) / Math.max(spec.label.length, 2)));
  const caption = spec.caption
    ? `<text x="50%" y="${Math.round(h * 0.5 + size * 0.95)}" font-size="${Math.round(size * 0.32)}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${escapeXml(spec.caption)}</text>`
    : '';
  // A couple of translucent circles keep the pictures from looking flat.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.colours[0]}"/><stop offset="1" stop-color="${spec.colours[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.35}" fill="#000000" fill-opacity="0.10"/>
<text x="50%" y="${Math.round(h * 0.5 + size * 0.35)}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${escapeXml(spec.label)}</text>
${caption}
</svg>`;
}

async function render(mediaDir: string, spec: ImageSpec): Promise<boolean> {
  const target = path.join(mediaDir, spec.file);
  if (existsSync(target)) return false;
  const bytes = await sharp(Buffer.from(svgFor(spec))).webp({ quality: 70 }).toBuffer();
  await writeFile(target, bytes);
  return true;
}

/** Generates the demo pictures under `<mediaDir>/seed/`, skipping files that already exist, and copies the demo video there. */
export async function seedImages(mediaDir: string, languageCodes: string[]): Promise<SeedImages> {
  await mkdir(path.join(mediaDir, 'seed'), { recursive: true });
  const specs: ImageSpec[] = [];
  const add = (file: string, width: number, height: number, colours: [string, string], label: string, caption?: string) => {
    specs.push({ file: `seed/${file}`, width, height, colours, label, caption });
    return `seed/${file}`;
  };
  const brand: [string, string] = ['#1A2E51', '#2D4C85'];
  const category = {} as Record<CategoryKey, string>;
  const news = {} as Record<CategoryKey, string[]>;
  for (const key of CATEGORY_KEYS) {
    const colours = CATEGORY_COLOURS[key];
    category[key] = add(`${key}-0.webp`, 1200, 675, colours, CATEGORY_LABELS[key], 'Meridian News');
    news[key] = Array.from({ length: NEWS_IMAGES_PER_CATEGORY }, (_, i) =>
      add(`${key}-${i + 1}.webp`, 1200, 675, [colours[1], colours[0]], CATEGORY_LABELS[key], `Photo ${i + 1}`),
    );
  }
  const images: Omit<SeedImages, 'all' | 'written'> = {
    logo: add('logo.webp', 600, 160, brand, 'Meridian News'),
    logoFooter: add('logo-footer.webp', 600, 160, ['#0B1426', '#1A2E51'], 'Meridian News'),
    placeholder: add('placeholder.webp', 1200, 675, ['#6B7280', '#9CA3AF'], 'Meridian News', 'Image coming soon'),
    og: add('og-default.webp', 1200, 630, brand, 'Meridian News', 'Independent news in three languages'),
    flags: Object.fromEntries(languageCodes.map((code) => [code, add(`lang-${code}.webp`, 128, 128, brand, code.toUpperCase())])),
    social: SOCIAL_NETWORKS.map((network) => ({ image: add(`social-${network.name}.webp`, 128, 128, [network.colour, network.colour], network.label), link: network.link })),
    category,
    news,
    breaking: [1, 2, 3].map((n) => add(`breaking-${n}.webp`, 1200, 675, ['#7F1D1D', '#DC2626'], 'Breaking', `Alert ${n}`)),
    live: [1, 2].map((n) => add(`live-${n}.webp`, 1200, 675, ['#111827', '#B91C1C'], 'LIVE', n === 1 ? 'Evening bulletin' : '24h news')),
    ads: [1, 2, 3].map((n) => ({
      app: add(`ad-${n}-app.webp`, 640, 160, ['#F59E0B', '#B45309'], `Advertisement ${n}`),
      web: add(`ad-${n}-web.webp`, 1456, 180, ['#F59E0B', '#B45309'], `Advertisement ${n}`, 'Your brand here'),
    })),
    avatars: [1, 2, 3, 4, 5].map((n) => add(`avatar-${n}.webp`, 256, 256, ['#334155', '#64748B'], `R${n}`)),
    video: DEMO_VIDEO,
  };
  let written = 0;
  // libvips is multi-threaded already; a few renders at a time keep memory flat.
  for (let i = 0; i < specs.length; i += 6) {
    const results = await Promise.all(specs.slice(i, i + 6).map((spec) => render(mediaDir, spec)));
    written += results.filter(Boolean).length;
  }
  if (await copyDemoVideo(mediaDir)) written += 1;
  return { ...images, all: [...specs.map((spec) => spec.file), images.video], written };
}
