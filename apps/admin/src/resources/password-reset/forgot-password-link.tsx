import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Under the sign-in form: the way to a reset link when the password is lost. */
export function ForgotPasswordLink() {
  const translate = useTranslate();
  return (
    <MuiLink component={Link} to="/forgot-password" sx={{ display: 'inline-block', mt: 2 }}>
      {translate('console.password.forgot_link')}
    </MuiLink>
  );
}
