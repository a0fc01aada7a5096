import { useState, type SubmitEvent } from 'react';
import type { ProfileInput, ProfileSummary } from '../../shared/bridge/contract.ts';
import { SIGN_IN_METHODS } from '../../shared/bridge/session.ts';
import { useBridge } from '../session/bridge-context.tsx';
import { Button } from '../components/controls/Button.tsx';
import { Modal } from '../components/controls/Modal.tsx';
import { FormAlert } from '../components/form/FormAlert.tsx';
import { SelectField } from '../components/form/SelectField.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { METHOD_LABELS } from './MethodTabs.tsx';
import {
  checkRequired,
  initialInput,
  splitIssues,
  type FieldErrors,
} from './profile-form-state.ts';

/** Add or edit a profile in a dialog. Main validates and names what is wrong per field. */
export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  /** `null` to add a new profile. */
  readonly profile: ProfileSummary | null;
  readonly onSaved: (saved: ProfileSummary) => void;
  readonly onCancel: () => void;
}) {
  const bridge = useBridge();
  const [input, setInput] = useState<ProfileInput>(() => initialInput(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof ProfileInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const required = checkRequired(input);
    setErrors(required);
    setGeneral([]);
    if (Object.keys(required).length > 0) return;
    setSaving(true);
    const result = await bridge.saveProfile({
      ...input,
      name: input.name.trim(),
      baseUrl: input.baseUrl.trim(),
      loginUrl: input.loginUrl.trim(),
      clientId: input.clientId.trim(),
    });
    setSaving(false);
    if (result.ok) {
      onSaved(result.value);
      return;
    }
    const split = splitIssues(result.error);
    setErrors(split.fields);
    setGeneral(split.general);
  };

  return (
    <Modal title={profile ? `Edit “${profile.name}”` : 'Add a profile'} onClose={onCancel}>
      <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
        {general.length > 0 ? (
          <FormAlert title="The profile was not saved">
            {general.map((issue) => (
              <p key={issue}>{issue}</p>
            ))}
          </FormAlert>
        ) : null}
        <TextField
          label="Name"
          value={input.name}
          onChange={set('name')}
          error={errors.name}
          required
        />
        <TextField
          label="API address"
          hint="The service’s base URL: GraphQL and token endpoints live under it."
          value={input.baseUrl}
          onChange={set('baseUrl')}
          error={errors.baseUrl}
          inputMode="url"
          spellCheck={false}
          required
        />
        <TextField
          label="Login server address"
          hint="Where the browser sign-in page is served."
          value={input.loginUrl}
          onChange={set('loginUrl')}
          error={errors.loginUrl}
          inputMode="url"
          spellCheck={false}
          required
        />
        <TextField
          label="OAuth client id"
          hint="Needed for browser sign-in; other methods may leave it empty."
          value={input.clientId}
          onChange={set('clientId')}
          error={errors.clientId}
          spellCheck={false}
        />
        <SelectField
          label="Usual sign-in method"
          value={input.method}
          onChange={set('method')}
          error={errors.method}
          options={SIGN_IN_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
        />
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={saving} disabled={saving}>
            {profile ? 'Save changes' : 'Add profile'}
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}
