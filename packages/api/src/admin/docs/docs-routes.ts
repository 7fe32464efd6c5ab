import { adminEndpoints, type AdminEndpointEntry } from '@newsroom/contract/admin/endpoints';
import { defineAdminRoute } from '../core/admin-route';
import { buildAdminOpenApi } from './admin-openapi';

let built: { url: string; document: Record<string, unknown> } | undefined;

/** The document is built once per process: the table does not change while it runs. */
const openApi = defineAdminRoute('docs.openapi', {
  async handle({ deps }) {
    if (built?.url !== deps.config.publicUrl) built = { url: deps.config.publicUrl, document: buildAdminOpenApi(adminEndpoints as Record<string, AdminEndpointEntry>, deps.config.publicUrl) };
    return { data: built.document };
  },
});

export const adminDocsRoutes = [openApi];
