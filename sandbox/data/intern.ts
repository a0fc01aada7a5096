/**
 * One string for each distinct text: seeding 200,000 products makes the same names, prices and
 * sizes over and over, and a shared string costs a pointer where a copy costs ~40 bytes. The
 * texts are equal either way, so the seeded data is exactly the same.
 */
export type Intern = (text: string) => string;

export function createIntern(): Intern {
  const texts = new Map<string, string>();
  return (text) => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    texts.set(text, text);
    return text;
  };
}
