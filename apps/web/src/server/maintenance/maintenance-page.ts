import { maintenanceText } from './maintenance-text';

/** What the page shows of the newsroom: its name, logo and colour, in the reader's language. */
export interface MaintenanceBrand {
  siteName: string;
  /** Absolute URL, or "". */
  logo: string;
  /** The newsroom's colour (#rrggbb). */
  color: string;
  language: { code: string; dir: 'ltr' | 'rtl' };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** Only a plain hex colour goes into the stylesheet. */
const safeColor = (color: string) => (/^#[0-9a-f]{3,8}$/i.test(color) ? color : '#1a2e51');

/**
 * A whole, self-contained document (no script, no other request but the logo): the site's
 * stylesheets and scripts belong to a build that may be the one being replaced.
 */
export function maintenancePage(brand: MaintenanceBrand, message: string | undefined): string {
  const text = maintenanceText(brand.language.code);
  const name = escapeHtml(brand.siteName);
  const color = safeColor(brand.color);
  const logo = brand.logo ? `<img src="${escapeHtml(brand.logo)}" alt="${name}" width="180" height="48">` : `<p class="name">${name}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(brand.language.code)}" dir="${brand.language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} | ${name}</title>
<style>
:root{color-scheme:light dark;--brand:${color}}
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',Tahoma,Arial,sans-serif;background:light-dark(#f5f6f8,#0d131f);color:light-dark(#141a24,#e7ebf2);line-height:1.6}
main{max-width:34rem;margin:1rem;padding:2.5rem 2rem;border-top:6px solid var(--brand);border-radius:10px;background:light-dark(#fff,#151d2c);text-align:center}
img{max-width:100%;height:auto}
.name{margin:0;font-size:1.4rem;font-weight:800}
h1{margin:1.5rem 0 .5rem;font-size:1.6rem}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:6px;background:var(--brand);color:#fff;font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main>
${logo}
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(message ?? text.message)}</p>
<a href="">${escapeHtml(text.retry)}</a>
</main>
</body>
</html>
`;
}
