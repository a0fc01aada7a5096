/**
 * "Tell me when" settings, kept per profile (one account each) in main's settings store beside
 * the saved order views. What comes back from disk is checked; anything that does not parse reads
 * as the defaults (no alerts, 5 % of the restore rate), never as a failure.
 */
import { z } from 'zod';
import {
  ALERT_KINDS,
  DEFAULT_ALERT_SETTINGS,
  type AlertSettings,
} from '../../shared/brief/brief.ts';
import { alertSettingsSchema } from '../../shared/brief/alert-settings-schema.ts';
import type { KeyValueStore } from '../store/key-value-store.ts';

export function alertsKey(profileId: string): string {
  return `briefAlerts.${profileId}`;
}

const stored = alertSettingsSchema.extend({ kinds: z.array(z.string()) });

export function readAlertSettings(store: KeyValueStore, profileId: string): AlertSettings {
  const parsed = stored.safeParse(store.get(alertsKey(profileId)));
  if (!parsed.success) return DEFAULT_ALERT_SETTINGS;
  // A kind this version does not know is dropped, the others kept.
  const kinds = ALERT_KINDS.filter((kind) => parsed.data.kinds.includes(kind));
  return { kinds, budgetShare: parsed.data.budgetShare };
}

export function writeAlertSettings(
  store: KeyValueStore,
  profileId: string,
  settings: AlertSettings,
): AlertSettings {
  const kinds = ALERT_KINDS.filter((kind) => settings.kinds.includes(kind));
  const kept = { kinds, budgetShare: settings.budgetShare };
  store.set(alertsKey(profileId), kept);
  return kept;
}

export function forgetAlertSettings(store: KeyValueStore, profileId: string): void {
  store.delete(alertsKey(profileId));
}
