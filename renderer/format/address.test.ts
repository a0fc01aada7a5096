import { describe, expect, it } from 'vitest';
import { cityLine, countryCode, countryName } from './address.ts';

describe('addresses in the country’s order', () => {
  it('writes a US city line as City, ST ZIP', () => {
    expect(cityLine({ city: 'Portland', state: 'OR', zip: '97205', country: 'US' })).toBe(
      'Portland, OR 97205',
    );
    // A country given by name, or none at all: the US order too.
    expect(cityLine({ city: 'Austin', state: 'TX', zip: '78701', country: 'United States' })).toBe(
      'Austin, TX 78701',
    );
    expect(cityLine({ city: 'Austin', state: 'TX', zip: '78701' })).toBe('Austin, TX 78701');
  });

  it('puts the postcode first where the country does, and after the city in the UK', () => {
    expect(cityLine({ city: 'Berlin', zip: '10115', country: 'DE' })).toBe('10115 Berlin');
    expect(cityLine({ city: 'Lyon', zip: '69001', country: 'fr' })).toBe('69001 Lyon');
    expect(
      cityLine({ city: 'London', state: 'Greater London', zip: 'SW1A 1AA', country: 'GB' }),
    ).toBe('London SW1A 1AA');
    expect(cityLine({ city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' })).toBe(
      'Toronto, ON M5V 2T6',
    );
  });

  it('leaves out what is missing, without stray separators', () => {
    expect(cityLine({ city: null, state: 'OR', zip: null, country: 'US' })).toBe('OR');
    expect(cityLine({ city: 'Portland', state: ' ', zip: '', country: 'US' })).toBe('Portland');
    expect(cityLine({ zip: '10115', country: 'DE' })).toBe('10115');
    expect(cityLine({})).toBe('');
  });

  it('names countries in words, and keeps what it cannot read', () => {
    expect(countryCode('us')).toBe('US');
    expect(countryCode('Germany')).toBe('DE');
    expect(countryName('US', 'en-US')).toBe('United States');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('Atlantis', 'en-US')).toBe('Atlantis');
    expect(countryName(null, 'en-US')).toBe('');
  });
});
