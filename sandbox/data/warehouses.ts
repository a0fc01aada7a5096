/** An account's warehouses: the primary site at its home address, then regional ones. */

import type { LegacyIds } from './ids.ts';
import type { City } from './names.ts';
import { WAREHOUSE_SITES } from './names.ts';
import { phoneNumber, zipCode } from './people.ts';
import type { AccountProfile } from './profiles.ts';
import type { Random } from './random.ts';
import type { Address, Warehouse } from './types.ts';
import { encodeId } from './types.ts';

type Site = City & { identifier: string; street: string };

function site(profile: AccountProfile, index: number): Site {
  if (index === 0) return { ...profile.primary, identifier: 'Primary' };
  const regional = WAREHOUSE_SITES[(index - 1) % WAREHOUSE_SITES.length];
  if (regional === undefined) throw new Error('no regional warehouse sites defined');
  // Past the list, sites repeat with a number ("Reno West 2"), as real networks name them.
  const round = Math.floor((index - 1) / WAREHOUSE_SITES.length);
  return round === 0
    ? regional
    : { ...regional, identifier: `${regional.identifier} ${round + 1}` };
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function seedWarehouses(
  rng: Random,
  ids: LegacyIds,
  profile: AccountProfile,
  accountId: string,
  count: number,
): Warehouse[] {
  const warehouses: Warehouse[] = [];
  for (let i = 0; i < count; i++) {
    const { identifier, street, ...city } = site(profile, i);
    const phone = phoneNumber(rng, city.areaCode);
    const address: Address = {
      name: `${profile.company} — ${identifier}`,
      address1: street,
      address2: rng.chance(0.5) ? `Dock ${rng.int(1, 12)}` : null,
      city: city.city,
      state: city.stateCode,
      country: 'US',
      zip: zipCode(rng, city),
      phone,
    };
    // Regional sites send returns to the primary site's dock.
    const returnsTo = warehouses[0]?.address ?? address;
    const legacyId = ids.next('Warehouse');
    warehouses.push({
      id: encodeId('Warehouse', legacyId),
      legacy_id: legacyId,
      account_id: accountId,
      identifier,
      company_name: profile.company,
      company_alias: i === 0 ? null : `${profile.company} ${identifier}`,
      invoice_email: `billing+${slug(identifier)}@${profile.domain}`,
      phone_number: phone,
      profile: 'default',
      dynamic_slotting: i > 0 && rng.chance(0.5),
      address,
      return_address: { ...returnsTo, name: `${profile.company} Returns` },
    });
  }
  return warehouses;
}
