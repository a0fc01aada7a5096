/**
 * One import kind as main runs it: everything that differs between kinds, in one object, over the
 * shared steps (csv/ reads the file, run/preview.ts checks and prices it, the journal keeps the
 * plan, run/import-run.ts sends and settles its rows). The service (service/) never asks which
 * kind a plan is: it asks the plan's handler (import-kinds.ts holds one per kind).
 */
import type { BridgeError } from '../../../shared/bridge/errors.ts';
import type { ImportColumn } from '../../../shared/bulk/import-contract.ts';
import type { OperationName } from '../../../shared/operations/catalogue.ts';
import type { Result } from '../../../shared/result.ts';
import type { CsvTable } from '../csv/read.ts';
import type { Execute, ExecuteRequest, NamedPayload, OperationCall } from '../../broker/execute.ts';
import type { RowHandler } from './import-run.ts';
import type { HandlerContext } from './plan-run.ts';
import type { KnownStatuses } from '../orders/known-statuses.ts';

/**
 * A mutation as a row sends it: one of the kind's catalogued mutations `M` with its variables,
 * typed together (the plan names it at run time, from the row).
 */
export type PlannedMutation<M extends OperationName = OperationName> = OperationCall<M>;

export interface RowProblem {
  readonly line: number;
  readonly message: string;
}

/** A file's rows checked: the rows accepted and refused, or what the header says is wrong. */
export type Validation<Row> = Result<
  { readonly changes: readonly Row[]; readonly problems: readonly RowProblem[] },
  string
>;

export interface FactsRequest {
  /** Facts are read by operations known where they are written, so typed. */
  readonly execute: Execute;
  /** The statuses this session knows the account uses; a kind that reads statuses adds to it. */
  readonly knownStatuses?: KnownStatuses;
  readonly onProgress?: (checked: number, total: number) => void;
  readonly signal?: AbortSignal;
}

/** The plan a preview makes: what is journalled when the user confirms. */
export interface KindPlan<K extends string, Row> {
  readonly kind: K;
  readonly fileName: string;
  rows: Row[];
  /** Lines the preview refused, with their cells, so the results account for every line. */
  skipped: (RowProblem & { cells?: string[] | undefined })[];
}

/**
 * `M`: the mutations the kind's rows send. The generic run is generic over them, so a kind reads
 * its rows' replies typed by the mutation each sent.
 */
export interface ImportKindHandler<K extends string, Row, Facts, M extends OperationName> {
  readonly kind: K;
  /** The file's columns by key, as its first line names them. */
  readonly fileColumns: Readonly<Record<string, string>>;
  /** The columns the preview and the results show a row in. */
  readonly resultColumns: readonly ImportColumn[];
  /** A journalled plan read back, or null when it is not one of this kind. */
  parse(value: unknown): KindPlan<K, Row> | null;
  /** The file's first line, checked before anything is fetched. */
  header(header: readonly string[]): Result<unknown, string>;
  /** What the rows are checked against, read from the service. */
  facts(table: CsvTable, request: FactsRequest): Promise<Result<Facts, BridgeError>>;
  validate(table: CsvTable, facts: Facts): Validation<Row>;
  /** The mutation a row sends, tagged with the run (its cost does not depend on the tag). */
  mutation(row: Row, runId: string): PlannedMutation<M>;
  /** A row in `resultColumns` order. */
  cells(row: Row): string[];
  /**
   * How a run sends and checks each row: sent through `context.send`, typed by the row's
   * mutation; checked through the applied-check registry, whose checks type their own reads over
   * the request form they are handed (the broker hands them the same form).
   */
  rows(
    execute: ExecuteRequest,
    runId: string,
    context: HandlerContext<Row, M>,
  ): RowHandler<Row, NamedPayload<M>>;
}
