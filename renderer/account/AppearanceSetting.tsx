import { Section } from '../components/layout/DetailPane.tsx';
import { useUiStore, type ThemeChoice } from '../state/ui-store.ts';

const CHOICES: readonly { readonly value: ThemeChoice; readonly label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Theme override; "Follow the system" (the default) tracks the OS setting live. */
export function AppearanceSetting() {
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  return (
    <div className="card">
      <Section title="Appearance" level={2}>
        <fieldset className="theme-choices">
          <legend className="visually-hidden">Theme</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="theme-choice">
              <input
                type="radio"
                name="theme"
                value={choice.value}
                checked={theme === choice.value}
                onChange={() => setTheme(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      </Section>
    </div>
  );
}
