import type { BriefItem, BriefKind, BriefLine } from '../../shared/brief/brief.ts';
import { MissingScopeNotice } from '../components/gating/MissingScopeNotice.tsx';
import { formatInteger } from '../format/number.ts';
import { briefItemDetail } from './brief-item-detail.ts';
import { BRIEF_LINE_OPENS } from './brief-lists.ts';
import { BRIEF_LINE_WORDS, briefLineNoun, briefLineTitle } from './brief-words.ts';

/** Enough to recognise what happened at a glance; the list holds the rest. */
const ITEMS_SHOWN = 3;

/** Main had to leave some of the period's records undecided (docs/brief.md). */
const INCOMPLETE_WORDS = 'Some may be missing: more changes waited than the brief keeps.';

function IncompleteNote({ line }: { readonly line: BriefLine }) {
  return line.incomplete ? <span className="brief-more muted">{INCOMPLETE_WORDS}</span> : null;
}

function BriefItemChip({
  kind,
  item,
  onOpen,
}: {
  readonly kind: BriefKind;
  readonly item: BriefItem;
  readonly onOpen: () => void;
}) {
  const detail = briefItemDetail(kind, item);
  return (
    <li>
      <button type="button" className="brief-item" onClick={onOpen} title={detail}>
        <span className="brief-item-label">{item.label}</span>{' '}
        <span className="brief-item-detail">{detail}</span>
      </button>
    </li>
  );
}

/**
 * One line of the brief: its count and title (opening the list behind it), its first items
 * (each opening its record), how many more there are; or, when the sign-in may not read it,
 * what it is about and the permission it needs.
 */
export function BriefLineRow({
  line,
  onOpenLine,
  onOpenItem,
}: {
  readonly line: BriefLine;
  readonly onOpenLine: () => void;
  readonly onOpenItem: (item: BriefItem) => void;
}) {
  const words = BRIEF_LINE_WORDS[line.kind];
  if (line.missingScope !== null) {
    return (
      <li className="brief-line is-locked" data-kind={line.kind}>
        <span className="brief-line-title">
          This sign-in may not see {words.about}, so they are not counted.
        </span>
        <span className="brief-line-items">
          <MissingScopeNotice scopes={[line.missingScope]} inline />
        </span>
      </li>
    );
  }
  if (line.count === 0) {
    return (
      <li className="brief-line is-empty" data-kind={line.kind}>
        <span className="brief-line-title">{briefLineTitle(line.kind, 0)}</span>
        <IncompleteNote line={line} />
      </li>
    );
  }
  const shown = line.items.slice(0, ITEMS_SHOWN);
  const more = line.count - shown.length;
  return (
    <li className="brief-line" data-kind={line.kind}>
      <button
        type="button"
        className="brief-line-title brief-line-open"
        onClick={onOpenLine}
        title={BRIEF_LINE_OPENS[line.kind]}
      >
        <strong className="brief-count">{formatInteger(line.count)}</strong>{' '}
        {briefLineNoun(line.kind, line.count)}
        <span aria-hidden="true" className="overview-link-arrow">
          {' '}
          →
        </span>
      </button>
      <span className="brief-line-items">
        <ul className="brief-items" aria-label={`First ${words.many}`}>
          {shown.map((item) => (
            <BriefItemChip
              key={`${item.id} ${item.at}`}
              kind={line.kind}
              item={item}
              onOpen={() => onOpenItem(item)}
            />
          ))}
        </ul>
        {more > 0 ? <span className="brief-more muted">and {formatInteger(more)} more</span> : null}
        <IncompleteNote line={line} />
      </span>
    </li>
  );
}
