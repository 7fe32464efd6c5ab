import PeopleIcon from '@mui/icons-material/People';
import { Resource } from 'react-admin';
import { StaffCreate } from './staff-create';
import { StaffEdit } from './staff-edit';
import { StaffList } from './staff-list';

export const staffResource = <Resource key="staff" name="staff" list={StaffList} create={StaffCreate} edit={StaffEdit} icon={PeopleIcon} recordRepresentation="email" />;
