import { useState, type SubmitEvent } from 'react';
import { Banner } from '../components/controls/Banner.tsx';
import { Button } from '../components/controls/Button.tsx';
import { TextAreaField } from '../components/form/TextField.tsx';

/** A third-party developer's access and refresh tokens, pasted from the service's web UI. */
export function DeveloperSignIn({
  pending,
  builtInSandbox,
  onSubmit,
}: {
  readonly pending: boolean;
  /** The built-in sandbox mints its own pair each run; say where to find it. */
  readonly builtInSandbox: boolean;
  readonly onSubmit: (accessToken: string, refreshToken: string) => void;
}) {
  const [access, setAccess] = useState('');
  const [refresh, setRefresh] = useState('');
  const [errors, setErrors] = useState<{ access?: string; refresh?: string }>({});

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const next = {
      ...(access.trim() ? {} : { access: 'Paste the access token.' }),
      ...(refresh.trim() ? {} : { refresh: 'Paste the refresh token.' }),
    };
    setErrors(next);
    if (next.access || next.refresh) return;
    onSubmit(access.trim(), refresh.trim());
  };

  const tokenProps = { autoComplete: 'off', spellCheck: false, rows: 3 } as const;
  return (
    <form
      className="sign-in-form is-narrow"
      aria-label="Sign in with developer tokens"
      onSubmit={submit}
      noValidate
    >
      <Banner tone="info" live={false}>
        {builtInSandbox ? (
          <>
            The built-in sandbox makes a new developer pair each time Floorboard starts. It is
            printed in the terminal where Floorboard was started (when started from a terminal;
            never into a log), on the lines beginning <code>sandbox-developer-access-token</code>{' '}
            and <code>sandbox-developer-refresh-token</code>. A pair from another sandbox run is
            refused.
          </>
        ) : (
          <>
            Paste the token pair from the developer page of the service’s web app. Tokens give full
            access; they stay in Floorboard’s main process and are never shown again.
          </>
        )}
      </Banner>
      <TextAreaField
        label="Access token"
        value={access}
        onChange={setAccess}
        error={errors.access}
        required
        {...tokenProps}
      />
      <TextAreaField
        label="Refresh token"
        value={refresh}
        onChange={setRefresh}
        error={errors.refresh}
        required
        {...tokenProps}
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" icon="key" busy={pending} disabled={pending}>
          Sign in with tokens
        </Button>
      </div>
    </form>
  );
}
