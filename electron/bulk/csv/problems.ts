/** Why a whole file cannot be read as an import. Each carries a message a user can act on. */
export type CsvFileProblem =
  | {
      readonly kind: 'encoding';
      readonly encoding: 'utf-16' | 'not-utf-8';
      readonly line?: number;
      readonly message: string;
    }
  | { readonly kind: 'delimiter'; readonly delimiter: string; readonly message: string }
  | { readonly kind: 'too-large'; readonly limit: number; readonly message: string }
  | { readonly kind: 'empty'; readonly message: string }
  | { readonly kind: 'malformed'; readonly line: number; readonly message: string };
