import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by the site's process at /admin (apps/web/src/server/admin-console.ts).
// `npm run dev:admin` runs this dev server instead; it hands the admin API to the running site
// (`npm run dev` or `npm start`, ADMIN_API_TARGET) and sets `Origin` to the site's, because the
// API refuses a write whose Origin is not the site's own (ADR 010).
const apiTarget = process.env.ADMIN_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // react-admin and MUI make one chunk of about 830 kB (265 kB gzipped); screens that bring a large
  // library of their own (the story editor) load it lazily.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
  server: {
    port: Number(process.env.ADMIN_DEV_PORT ?? 5173),
    proxy: {
      '/admin/api': { target: apiTarget, headers: { origin: new URL(apiTarget).origin } },
    },
  },
});
