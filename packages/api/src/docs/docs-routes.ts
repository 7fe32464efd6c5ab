import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { ApiConfig } from '../config';
import type { AnyEndpoint } from '../core/endpoint';
import { buildOpenApi } from './openapi';

/** `/api/docs/openapi.json` and a browsable page rendered from the same document. */
export function docsRoutes(endpoints: AnyEndpoint[], config: ApiConfig): Hono {
  const app = new Hono();
  const document = buildOpenApi(endpoints, config.publicUrl);
  const json = JSON.stringify(document);
  app.get('/api/docs/openapi.json', (c) => c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' }));
  app.get('/api/docs', (c) => {
    const rows = [...endpoints]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((endpoint) => {
        const fields = documentedFields(document, endpoint.name);
        const list = fields.map((field) => (field.required ? `<b>${field.name}</b>` : field.name)).join(', ');
        return html`<tr><th scope="row" id="${endpoint.name}"><code>${endpoint.name}</code></th><td>${endpoint.summary}</td><td>${endpoint.auth === 'required' ? 'Bearer token' : endpoint.auth === 'optional' ? 'optional' : 'none'}</td><td>${raw(list)}${endpoint.files?.length ? html` — files: ${endpoint.files.join(', ')}` : ''}</td></tr>`;
      });
    return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>News API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;border-bottom:1px solid #ccc;padding:.4rem}code{color:#1A2E51}</style>
</head><body><main><h1>News API reference</h1>
<p>Every endpoint lives at <code>/api/&lt;name&gt;</code>, answers GET and POST, and needs <code>access_key</code>. Required parameters are in bold. Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<table><thead><tr><th scope="col">Endpoint</th><th scope="col">What it does</th><th scope="col">Auth</th><th scope="col">Parameters</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`);
  });
  return app;
}

interface FormSchema {
  properties: Record<string, unknown>;
  required: string[];
}
type DocumentedPath = { post: { requestBody: { content: Record<string, { schema: FormSchema }> } } };

/** An endpoint's parameters as the reference page lists them (from the POST form: every endpoint has one). */
function documentedFields(document: Record<string, unknown>, name: string): { name: string; required: boolean }[] {
  const paths = document.paths as Record<string, DocumentedPath | undefined>;
  const form = paths[`/api/${name}`]?.post.requestBody.content['application/x-www-form-urlencoded']?.schema;
  if (!form) return [];
  return Object.keys(form.properties).map((field) => ({ name: field, required: form.required.includes(field) }));
}
