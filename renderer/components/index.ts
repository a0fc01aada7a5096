/**
 * Building blocks for the views (products, orders, inventory). Import from here.
 *
 * Data (renderer/data/, re-exported below)
 *   useOperation(name, variables, { enabled, priority, keepPrevious, staleTime })   a query
 *   useInfiniteOperation(name, variablesWithoutAfter, pageInfoOf, options)          a connection
 *   useOperationMutation(name, { invalidates, onSuccess, onError })                 a change
 *   flattenPages(pages, nodesOf), mergeScopeWarnings(payloads), operationKey(name, vars)
 *   Results are the whole payload { data, errors, scopeWarnings, cost }; errors are
 *   OperationError (`.error` is the bridge's tagged BridgeError).
 *
 * States
 *   <QueryView query isEmpty empty loading>{(data) => …}</QueryView>   loading/error/empty/data
 *   <SkeletonRows rows columns rowHeight />, <SkeletonText width />     no layout jumps
 *   <EmptyState title icon action>…</EmptyState>
 *   <ErrorView error onRetry compact />   every BridgeError kind; describeError(error) for text
 *
 * Tables and layout
 *   <DataTable label columns rows rowId sort onSortChange selectedId onActivate onEndReached
 *              hasMore loadingMore empty />   virtualized grid; Column<T>, SortKey,
 *   toApiSort(keys) → the API's `sort` string, fromApiSort, nextSort
 *   <PageHeader title description>{toolbar}</PageHeader>
 *   <SplitView list detail detailLabel />, <DetailPane title subtitle actions onClose>,
 *   <Section title actions>, <PropertyList items />
 *
 * Forms and feedback
 *   <TextField>, <TextAreaField>, <SelectField options>, <CheckboxField>, <FormAlert>
 *   (label, hint, inline error wired to aria-describedby / aria-invalid)
 *   <Button variant size icon busy>, <Banner tone title actions onDismiss>, <Modal title onClose>,
 *   <Popover trigger triggerLabel>, <Icon name />
 *   useToast(): show({ tone, title, detail }), showError(bridgeError, title?)
 *   useDraft(formId) keeps unsaved input across unmounts (renderer/state/drafts.ts)
 *
 * Scopes, PII and credits
 *   useCanRun(operation) → { allowed, missing, reason }; useHasScopes(scopes); gateFor()
 *   <GatedAction operation="CreateProduct" …buttonProps>  disabled with reason + re-authorize
 *   <MissingScopeNotice scopes />, useReauthorize()
 *   <FieldValue value fieldId="Order.email" scopeWarnings format compact />
 *   <Withheld scopes />, <EmptyValue />, isWithheld(scopeWarnings, fieldId), withheldScopes()
 *   <WithheldNotice scopeWarnings />   one "fields hidden, needs view:pii" line + re-authorize
 *   <CreditGauge />, <CostNotice estimated />, assessCost(estimated, sample, now), costWarning()
 *
 * Formatting lives in renderer/format/ (formatMoney, formatDecimal, formatInteger,
 * formatDateTime, formatDuration, checkDecimal, checkInteger, …).
 * UI state: useUiStore (view, selected ids, theme), useSelected(view).
 * Tests: createFakeBridge, signedIn, payload (renderer/testing/), renderWithApp.
 */
export { Banner, type Tone } from './controls/Banner.tsx';
export { Button, type ButtonProps, type ButtonVariant } from './controls/Button.tsx';
export { Modal } from './controls/Modal.tsx';
export { Popover } from './controls/Popover.tsx';
export { CostNotice } from './credit-gauge/CostNotice.tsx';
export { CreditGauge } from './credit-gauge/CreditGauge.tsx';
export { assessCost, costWarning, type CostAssessment } from './credit-gauge/cost-check.ts';
export { CheckboxField } from './form/CheckboxField.tsx';
export { Field } from './form/Field.tsx';
export { FormAlert } from './form/FormAlert.tsx';
export { SelectField, type Option } from './form/SelectField.tsx';
export { TextAreaField, TextField } from './form/TextField.tsx';
export { gateFor, needsText, type Gate } from '../session/gate.ts';
export { GatedAction } from './gating/GatedAction.tsx';
export { MissingScopeNotice } from './gating/MissingScopeNotice.tsx';
export { useCanRun, useHasScopes } from '../session/use-can-run.ts';
export { useReauthorize } from '../session/use-reauthorize.ts';
export { Icon, type IconName } from './icons/Icon.tsx';
export { DetailPane, PropertyList, Section, type Property } from './layout/DetailPane.tsx';
export { PageHeader } from './layout/PageHeader.tsx';
export { SplitView } from './layout/SplitView.tsx';
export { EmptyValue, FieldValue, Withheld } from './pii/FieldValue.tsx';
export { isEmptyValue, isWithheld, withheldScopes } from './pii/withheld.ts';
export { WithheldNotice } from './pii/WithheldNotice.tsx';
export { describeError, type ErrorDescription } from './status/describe-error.ts';
export { EmptyState } from './status/EmptyState.tsx';
export { ErrorView } from './status/ErrorView.tsx';
export { QueryView } from './status/QueryView.tsx';
export { SkeletonRows, SkeletonText } from './status/SkeletonRows.tsx';
export { DataTable, type Column, type DataTableProps } from './table/DataTable.tsx';
export { fromApiSort, nextSort, toApiSort, type SortKey } from './table/sort.ts';
export {
  ToastProvider,
  useToast,
  type ToastInput,
  type ToastTone,
} from './toast/ToastProvider.tsx';
export {
  operationKey,
  useInfiniteOperation,
  useOperation,
  useOperationMutation,
  type OperationPages,
  type OperationResult,
  type PageInfo,
  type PagedOperationName,
} from '../data/use-operation.ts';
export { flattenPages, mergeScopeWarnings } from '../data/pages.ts';
export { OperationError } from '../data/operation-error.ts';
