import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Layout, Menu, useTranslate, type LayoutProps } from 'react-admin';

/** The menu names only screens that exist; each resource adds its entry as it lands. */
function ConsoleMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/account" primaryText={translate('console.account.menu')} leftIcon={<AccountCircleIcon />} />
    </Menu>
  );
}

export function ConsoleLayout({ children }: LayoutProps) {
  return <Layout menu={ConsoleMenu}>{children}</Layout>;
}
