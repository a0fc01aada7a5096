import { useRef, useState, type SubmitEvent } from 'react';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { TextField } from '../components/form/TextField.tsx';

/** User name and password against `/auth/token`: full access, which the form says plainly. */
export function PasswordSignIn({
  pending,
  onSubmit,
}: {
  readonly pending: boolean;
  /** Resolves false when the sign-in failed, so the password can be cleared for another try. */
  readonly onSubmit: (username: string, password: string) => Promise<boolean>;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const next = {
      ...(username.trim() ? {} : { username: 'Enter your user name.' }),
      ...(password ? {} : { password: 'Enter your password.' }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    const ok = await onSubmit(username.trim(), password);
    if (!ok) {
      setPassword('');
      form.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
    }
  };

  return (
    <form
      ref={form}
      className="sign-in-form is-narrow"
      aria-label="Sign in with user name and password"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Banner tone="warning" title="Full access" live={false}>
        A password sign-in is not limited by scopes: Floorboard can do everything your user can. On
        shared computers, prefer browser sign-in with the Floor kiosk preset.
      </Banner>
      <TextField
        label="User name"
        value={username}
        onChange={setUsername}
        autoComplete="username"
        error={errors.username}
        required
      />
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={errors.password}
        required
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" icon="key" busy={pending} disabled={pending}>
          Sign in
        </Button>
      </div>
    </form>
  );
}
