/** Random customers: names, emails derived from them, phones and US street addresses. */

import type { City } from './names.ts';
import {
  CITIES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  STREET_NAMES,
  STREET_SUFFIXES,
  UNIT_PREFIXES,
} from './names.ts';
import type { Random } from './random.ts';
import type { OrderAddress } from './types.ts';

export interface Customer {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: City;
  zip: string;
}

/** 555-01xx numbers are reserved for fiction, so no real person gets called. */
export function phoneNumber(rng: Random, areaCode: string): string {
  return `${areaCode}-555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

export function streetAddress(rng: Random): string {
  return `${rng.int(12, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
}

export function zipCode(rng: Random, city: City): string {
  return `${city.zipPrefix}${String(rng.int(1, 99)).padStart(2, '0')}`;
}

function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function emailFor(rng: Random, first: string, last: string): string {
  const f = emailPart(first);
  const l = emailPart(last);
  const local = rng.pick([`${f}.${l}`, `${f}${l}`, `${f.slice(0, 1)}${l}`, `${f}_${l}`]);
  // A number keeps the many Olivia Smiths apart, as it does in real inboxes.
  const suffix = rng.chance(0.6) ? String(rng.int(1, 999)) : '';
  return `${local}${suffix}@${rng.pick(EMAIL_DOMAINS)}`;
}

export function randomCustomer(rng: Random): Customer {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const city = rng.pick(CITIES);
  return {
    first_name: first,
    last_name: last,
    email: emailFor(rng, first, last),
    phone: phoneNumber(rng, city.areaCode),
    company: rng.chance(0.08) ? `${last} ${rng.pick(['Design', 'Studio', 'Supply', 'Co.'])}` : null,
    address1: streetAddress(rng),
    address2: rng.chance(0.2)
      ? `${rng.pick(UNIT_PREFIXES)} ${rng.int(1, 40)}${rng.pick(['', 'A', 'B'])}`
      : null,
    city,
    zip: zipCode(rng, city),
  };
}

export function orderAddress(customer: Customer): OrderAddress {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    company: customer.company,
    address1: customer.address1,
    address2: customer.address2,
    city: customer.city.city,
    state: customer.city.state,
    state_code: customer.city.stateCode,
    zip: customer.zip,
    country: 'US',
    country_code: 'US',
    email: customer.email,
    phone: customer.phone,
  };
}
