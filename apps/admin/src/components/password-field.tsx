import { TextField } from '@mui/material';

/** A password input whose server refusal (`errors[name]`) reads under it, tied by aria-describedby. */
export function PasswordField({ name, label, autoComplete, error, help }: { name: string; label: string; autoComplete: string; error?: string; help?: string }) {
  return (
    <TextField
      name={name}
      id={`password-${name}`}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      fullWidth
      margin="normal"
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}
