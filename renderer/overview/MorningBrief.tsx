import { BRIEF_KINDS, type Brief, type BriefLine } from '../../shared/brief/brief.ts';
import { Button } from '../components/controls/Button.tsx';
import { briefCostWords, briefStatusWords, sinceWords } from './brief-status-words.ts';
import { openBriefItem, openBriefLine, type BriefDays } from './brief-lists.ts';
import { BriefLineRow } from './BriefLineRow.tsx';
import { briefDays } from './brief-days.ts';
import './brief.css';

/** The lines in the order the brief defines, whatever order they arrived in. */
function orderedLines(brief: Brief): readonly BriefLine[] {
  return BRIEF_KINDS.flatMap((kind) => brief.lines.filter((line) => line.kind === kind));
}

/**
 * The morning brief: since when it counts, whether it is up to date and what that cost, a
 * Refresh button, and one line per kind of change, each opening its list.
 */
export function MorningBrief({
  brief,
  now,
  onRefresh,
}: {
  readonly brief: Brief;
  /** The clock the status words read ("at 08:12" today, a date another day). */
  readonly now: number;
  readonly onRefresh: () => void;
}) {
  const status = briefStatusWords(brief, now);
  const cost = briefCostWords(brief);
  const days: BriefDays = briefDays(brief.since, now);
  const refreshing = brief.state === 'refreshing';
  return (
    <section className="brief" aria-labelledby="brief-title">
      <header className="brief-header">
        <div>
          <h2 id="brief-title">{sinceWords(brief.since)}</h2>
          <p className={`brief-status is-${status.tone}`} role="status">
            {status.text}
          </p>
          {cost === null ? null : <p className="brief-cost muted">{cost}</p>}
        </div>
        <Button icon="refresh" busy={refreshing} disabled={refreshing} onClick={onRefresh}>
          Refresh
        </Button>
      </header>
      <ul className="brief-lines" aria-label="What changed">
        {orderedLines(brief).map((line) => (
          <BriefLineRow
            key={line.kind}
            line={line}
            onOpenLine={() => openBriefLine(line.kind, days)}
            onOpenItem={(item) => openBriefItem(line.kind, item, days)}
          />
        ))}
      </ul>
    </section>
  );
}
