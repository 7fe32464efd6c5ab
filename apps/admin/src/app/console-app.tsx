import { Route } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { AccountPage } from '../account/account-page';
import { createAuthProvider } from '../auth/auth-provider';
import { SetupPage } from '../auth/setup-page';
import { SignInPage } from '../auth/sign-in-page';
import { StaffSessionProvider } from '../auth/staff-session-context';
import { createAdminClient } from '../data/admin-client';
import { createDataProvider } from '../data/data-provider';
import { DashboardPage } from '../resources/dashboard/dashboard-page';
import { auditLogResource } from '../resources/audit-log/audit-log-resource';
import { ForgotPasswordPage } from '../resources/password-reset/forgot-password-page';
import { ResetPasswordPage } from '../resources/password-reset/reset-password-page';
import { staffResource } from '../resources/staff/staff-resource';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { AdministratorsOnly } from './administrators-only';
import { areaDataRoutes, areaResources, areaRoutes } from './console-areas';
import { ConsoleLayout } from './console-menu';
import { i18nProvider } from './i18n';
import { consoleTheme } from './theme';

const client = createAdminClient({ locale: () => i18nProvider.getLocale() });
const authProvider = createAuthProvider(client);
const dataProvider = createDataProvider(client, areaDataRoutes);

export function ConsoleApp() {
  return (
    <StaffSessionProvider currentSession={authProvider.currentSession}>
      {/* Without disableTelemetry every load would call react-admin's telemetry server. */}
      <Admin
        disableTelemetry
        requireAuth
        title="Newsroom"
        theme={consoleTheme}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        dataProvider={dataProvider}
        loginPage={SignInPage}
        layout={ConsoleLayout}
        dashboard={DashboardPage}
      >
        {/* Outside the layout and before any session: the first administrator does not exist yet. */}
        <CustomRoutes noLayout>
          <Route path="/setup" element={<SetupPage authProvider={authProvider} />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/account" element={<AccountPage />} />
        </CustomRoutes>
        {/* Staff and the audit log exist for administrators only; others get a plain refusal at their addresses. */}
        {(permissions: unknown) => {
          const role = permissions as StaffRole;
          const areas = [...areaResources(role), <CustomRoutes key="area-routes">{areaRoutes(role)}</CustomRoutes>];
          return role === 'administrator'
            ? [...areas, staffResource, auditLogResource]
            : [
                ...areas,
                <CustomRoutes key="administrators-only">
                  <Route path="/staff/*" element={<AdministratorsOnly />} />
                  <Route path="/audit-log/*" element={<AdministratorsOnly />} />
                </CustomRoutes>,
              ];
        }}
      </Admin>
    </StaffSessionProvider>
  );
}
