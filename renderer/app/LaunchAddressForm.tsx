import { useId, useState } from 'react';
import { Button } from '../components/controls/Button.tsx';
import './launch.css';

/**
 * Where a new launch address goes in a window without an address bar (the app window
 * `npm start` opens): pasted here, it does what loading it into the tab would.
 */
export function LaunchAddressForm({
  onSubmit,
}: {
  /** False when the text is not a launch address. */
  readonly onSubmit: (text: string) => boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [wrong, setWrong] = useState(false);
  return (
    <form
      className="launch-form"
      onSubmit={(event) => {
        event.preventDefault();
        const taken = onSubmit(text);
        setWrong(!taken);
        if (taken) setText('');
      }}
    >
      <label htmlFor={id}>New launch address</label>
      <span className="launch-form-row">
        <input
          id={id}
          className="input"
          type="text"
          placeholder="http://127.0.0.1:…/#code=…"
          autoComplete="off"
          spellCheck={false}
          maxLength={300}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setWrong(false);
          }}
        />
        <Button type="submit" variant="primary">
          Open
        </Button>
      </span>
      {wrong ? (
        <p role="alert" className="launch-form-error">
          That is not a launch address: copy the whole address after <code>launch-url:</code>.
        </p>
      ) : null}
    </form>
  );
}
