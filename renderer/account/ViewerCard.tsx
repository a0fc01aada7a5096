import { useSessionContext, useSignedIn } from '../session/session-context.tsx';
import { Section, PropertyList } from '../components/layout/DetailPane.tsx';
import { FieldValue } from '../components/pii/FieldValue.tsx';
import { QueryView } from '../components/status/QueryView.tsx';
import { SkeletonRows } from '../components/status/SkeletonRows.tsx';
import { useOperation } from '../data/use-operation.ts';
import { formatTimestamp } from '../format/date.ts';
import { METHOD_LABELS } from '../sign-in/MethodTabs.tsx';
import { useProfiles } from '../sign-in/use-profiles.ts';

const PERSISTENCE = {
  stored: 'Saved on this computer (encrypted)',
  'memory-only': 'For this run only',
  none: 'Until the access token expires',
} as const;

/** The signed-in user (Viewer) and the facts of this sign-in. */
export function ViewerCard() {
  const session = useSignedIn();
  const { snapshot } = useSessionContext();
  const profile = useProfiles().data?.find((p) => p.id === snapshot?.activeProfileId);
  const viewer = useOperation('Viewer', {}, { staleTime: Infinity });

  return (
    <div className="card">
      <Section title="Signed in" level={2}>
        <QueryView query={viewer} loading={<SkeletonRows rows={4} columns={2} rowHeight={22} />}>
          {(result) => {
            const me = result.data.me?.data;
            const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ');
            return (
              <PropertyList
                items={[
                  { label: 'Name', value: <FieldValue value={name} /> },
                  {
                    label: 'E-mail',
                    value: (
                      <FieldValue
                        value={me?.email}
                        fieldId="User.email"
                        scopeWarnings={result.scopeWarnings}
                      />
                    ),
                  },
                  { label: 'Account', value: <FieldValue value={me?.account?.username} /> },
                ]}
              />
            );
          }}
        </QueryView>
        {session ? (
          <PropertyList
            items={[
              { label: 'Profile', value: profile?.name ?? session.profileId },
              { label: 'Method', value: METHOD_LABELS[session.method] },
              {
                label: 'Access',
                value: session.scopeLimited ? 'Limited to the granted scopes' : 'Full access',
              },
              { label: 'Kept', value: PERSISTENCE[session.persistence] },
              { label: 'Token renews', value: formatTimestamp(session.expiresAt) },
            ]}
          />
        ) : null}
      </Section>
    </div>
  );
}
