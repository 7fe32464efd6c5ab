import { Navigate } from 'react-router-dom';

/** The console's home screen (issue 16's dashboard); until it exists, the account. */
export function DashboardPage() {
  return <Navigate to="/account" replace />;
}
