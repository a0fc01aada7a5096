import type { BridgeError } from '../../shared/bridge/errors.ts';
import { Banner } from '../components/controls/Banner.tsx';
import { describeError } from '../components/status/describe-error.ts';
import { signInFailureMessage, type SignInMessage } from '../session/sign-in-messages.ts';

export function messageForError(error: BridgeError): SignInMessage {
  if (error.kind === 'sign-in-failed') return signInFailureMessage(error.reason, error.message);
  const description = describeError(error);
  return { tone: 'danger', title: description.title, detail: description.detail };
}

/** A failed sign-in in words, with the next step. */
export function SignInAlert({ error }: { readonly error: BridgeError }) {
  const message = messageForError(error);
  return (
    <Banner tone={message.tone} title={message.title}>
      {message.detail}
    </Banner>
  );
}
