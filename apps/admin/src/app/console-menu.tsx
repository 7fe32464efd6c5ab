import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import { Layout, Menu, usePermissions, useTranslate, type LayoutProps } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import { areaMenu } from './console-areas';
import { DemoPasswordBanner, DemoPasswordProvider } from './demo-password';

/** The menu names only screens that exist and that the signed-in role may open. */
function ConsoleMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string | null>();
  return (
    <Menu>
      <Menu.DashboardItem />
      {permissions && areaMenu(permissions as StaffRole)}
      <Menu.Item to="/account" primaryText={translate('console.account.menu')} leftIcon={<AccountCircleIcon />} />
      {permissions === 'administrator' && <Menu.ResourceItem name="staff" leftIcon={<PeopleIcon />} />}
      {permissions === 'administrator' && <Menu.ResourceItem name="audit-log" leftIcon={<HistoryIcon />} />}
    </Menu>
  );
}

export function ConsoleLayout({ children }: LayoutProps) {
  return (
    <DemoPasswordProvider>
      <Layout menu={ConsoleMenu}>
        <DemoPasswordBanner />
        {children}
      </Layout>
    </DemoPasswordProvider>
  );
}
