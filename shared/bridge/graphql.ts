/** What a GraphQL call returns to the renderer: data plus what it needs to render it. */

export interface ScopeWarningSummary {
  /** `<ParentType>.<field>`, e.g. `Order.email`. */
  readonly fieldId: string;
  readonly requiredScopes: readonly string[];
  readonly occurrences: number;
}

export interface PartialError {
  readonly message: string;
  readonly code: number | null;
  readonly path: readonly (string | number)[];
}

export interface GraphqlPayload<TData> {
  readonly data: TData;
  /**
   * Errors beside usable data, each with the `path` of what is missing. A reply in which no root
   * field kept its payload never arrives as a payload: main sends its tagged error instead
   * (`service-errors.ts` holds the rule).
   */
  readonly errors: readonly PartialError[];
  /** Fields withheld for a missing scope: render placeholders, never blanks. */
  readonly scopeWarnings: readonly ScopeWarningSummary[];
  readonly cost: {
    readonly estimated: number;
    readonly actual: number | null;
    /** The page size main chose when it sized the request down. */
    readonly pageSize: number | null;
  };
}
