import HistoryIcon from '@mui/icons-material/History';
import { Resource } from 'react-admin';
import { AuditLogList } from './audit-log-list';
import { AuditLogShow } from './audit-log-show';

export const auditLogResource = <Resource key="audit-log" name="audit-log" list={AuditLogList} show={AuditLogShow} icon={HistoryIcon} />;
