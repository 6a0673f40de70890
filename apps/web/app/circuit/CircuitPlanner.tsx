import {
  addStation,
  circuitStation,
  circuitStations,
  emptyPlan,
  guestAges,
  language,
  maxPlanSteps,
  moveStep,
  planFromSequence,
  planRounds,
  planWarnings,
  removeStep,
  setChildren,
  setMinutes,
  spaSequences,
  totalMinutes,
} from '@alento/content';
import type { CircuitPlan } from '@alento/content';
import { Button, Link, Section } from '@alento/ui';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { NowViewProps } from './NowView.tsx';
import * as styles from './Circuit.css.ts';
import { KeepAndShare } from './KeepAndShare.tsx';
import { PlanSteps } from './PlanSteps.tsx';
import { StationPicker } from './StationPicker.tsx';
import { useCircuitPlan } from './useCircuitPlan.ts';
import { minutesText, say, words } from './words.ts';

const { start, party, plan: planWords, kinds, add, now } = words;

/**
 * The plan of the grounds and the "now" view load apart from the page: the plan is below the
 * fold, prerendered and kept as it is until its code arrives, and the now view is for later, on
 * the grounds. Both are in the offline set's precache with the page.
 */
const CircuitMap = lazy(() =>
  import('./CircuitMap.tsx').catch(() => ({
    // Said in place of the plan; the list above adds every station the plan would.
    default: () => <p className={styles.hint}>{add.planFailed}</p>,
  })),
);
type NowViewComponent = ComponentType<NowViewProps>;

/** The guided sequences a circuit can begin from: those with stations the planner offers. */
const sequences = spaSequences.items.flatMap((sequence) => {
  const plan = planFromSequence(sequence.id);
  return plan && plan.steps.length > 0 ? [{ id: sequence.id, name: sequence.title, plan }] : [];
});

export interface CircuitPlannerProps {
  /** The address's search, which may carry a shared plan or the concierge's journey. */
  search: string;
}

/**
 * The planner: where to begin, the guest's circuit with its rounds and warnings, what becomes of
 * it, and the stations to add from a list or the plan; or, once the guest follows it, the "now"
 * view. Its state lives here, so the parts are plain views of one plan.
 */
export function CircuitPlanner({ search }: CircuitPlannerProps) {
  const { plan, replace, update, previous, undo, kept, journey } = useCircuitPlan(search);
  const [status, setStatus] = useState('');
  const [nowStep, setNowStep] = useState<number | null>(null);
  const [NowView, setNowView] = useState<NowViewComponent | null>(null);
  const followButton = useRef<HTMLButtonElement>(null);

  const warnings = useMemo(() => planWarnings(plan), [plan]);
  const rounds = useMemo(() => planRounds(plan), [plan]);
  const full = plan.steps.length >= maxPlanSteps;

  const beginFrom = (next: CircuitPlan, source: string) => {
    replace(setChildren(next, plan.party.children));
    setStatus(say(start.replaced, { source }));
  };
  const addOne = (id: string) => {
    if (full) {
      setStatus(say(planWords.full, { max: maxPlanSteps }));
      return;
    }
    update((current) => addStation(current, id));
    setStatus(
      say(add.added, { station: circuitStation(id).name, position: plan.steps.length + 1 }),
    );
  };
  const removeOne = (index: number) => {
    const step = plan.steps[index];
    if (!step) return;
    update((current) => removeStep(current, index));
    setStatus(say(planWords.removed, { station: circuitStation(step.station).name }));
  };
  const leaveNow = () => {
    setNowStep(null);
    // Back where the guest left the planner.
    requestAnimationFrame(() => followButton.current?.focus());
  };

  const follow = () => {
    // Asked for afresh on every press: after a failed load, the next press tries the network again.
    import('./NowView.tsx').then(
      (module) => {
        setNowView(() => module.default);
        setNowStep(0);
      },
      () => setStatus(now.loadFailed),
    );
  };

  if (nowStep !== null && NowView)
    return (
      <Section heading={now.heading} eyebrow={words.eyebrow}>
        <NowView plan={plan} step={nowStep} onStepChange={setNowStep} onLeave={leaveNow} />
      </Section>
    );

  return (
    <>
      <noscript>
        <p className={styles.noScript}>{words.noScript}</p>
      </noscript>
      <div className={styles.noPrint}>
        <Section heading={start.heading} intro={start.intro}>
          <div className={styles.begin}>
            <h3 className={styles.pickerHeading}>{start.sequences}</h3>
            <ul className={styles.sequenceList}>
              {sequences.map((sequence) => (
                <li key={sequence.id}>
                  <Button
                    variant="secondary"
                    onClick={() => beginFrom(sequence.plan, sequence.name)}
                  >
                    {sequence.name}
                  </Button>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              {journey ? (
                <Button variant="secondary" onClick={() => beginFrom(journey, start.journeySource)}>
                  {start.journey}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                onClick={() => {
                  replace(emptyPlan(plan.party));
                  setStatus(start.cleared);
                }}
              >
                {start.clear}
              </Button>
            </div>
          </div>
        </Section>
      </div>

      <Section heading={planWords.heading} id="your-circuit">
        <div className={styles.planPanel}>
          <div className={`${styles.party} ${styles.noPrint}`}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={plan.party.children}
                aria-describedby="circuit-children-hint"
                onChange={(event) =>
                  update((current) => setChildren(current, event.currentTarget.checked))
                }
              />
              {party.children}
            </label>
            <p id="circuit-children-hint" className={styles.hint}>
              {say(party.hint, { age: guestAges.wholeCircuit })}
            </p>
          </div>

          <div className={`${styles.statusRow} ${styles.noPrint}`}>
            <p role="status" className={styles.status}>
              {status}
            </p>
            {previous ? (
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  undo();
                  setStatus('');
                }}
              >
                {start.undo}
              </Button>
            ) : null}
          </div>

          {plan.steps.length === 0 ? (
            <p className={styles.empty}>{planWords.empty}</p>
          ) : (
            <>
              <PlanSteps
                plan={plan}
                warnings={warnings}
                onMove={(from, to) => update((current) => moveStep(current, from, to))}
                onMinutes={(index, minutes) =>
                  update((current) => setMinutes(current, index, minutes))
                }
                onRemove={removeOne}
              />
              <dl className={styles.totals}>
                <div>
                  <dt>{planWords.total}</dt>
                  <dd>{minutesText(totalMinutes(plan))}</dd>
                </div>
              </dl>
              <h3 className={styles.pickerHeading}>{planWords.rounds}</h3>
              <ol className={styles.rounds}>
                {rounds.map((round) => (
                  <li key={round.steps[0]} className={styles.round} data-kind={round.kind}>
                    <span className={styles.kind}>{kinds[round.kind]}</span>{' '}
                    {round.steps
                      .map((index) => {
                        const step = plan.steps[index];
                        return step ? circuitStation(step.station).name : '';
                      })
                      .join(', ')}{' '}
                    <span className={styles.roundMinutes}>{minutesText(round.minutes)}</span>
                  </li>
                ))}
              </ol>
              <h3 className={styles.pickerHeading}>{planWords.warnings}</h3>
              {warnings.length === 0 ? (
                <p>{planWords.noWarnings}</p>
              ) : (
                <ul className={styles.warnings}>
                  {warnings.map((warning) => (
                    <li key={`${warning.kind}-${warning.steps.join('-')}`}>{warning.text}</li>
                  ))}
                </ul>
              )}
              <p className={styles.noPrint}>
                <Link href="/spa/safety">{planWords.safety}</Link>
              </p>
              <div className={`${styles.actions} ${styles.noPrint}`}>
                <Button ref={followButton} size="large" onClick={follow}>
                  {now.start}
                </Button>
              </div>
            </>
          )}
        </div>
      </Section>

      {plan.steps.length > 0 ? (
        <div className={styles.noPrint}>
          <Section heading={words.keep.heading}>
            <KeepAndShare plan={plan} kept={kept} />
          </Section>
        </div>
      ) : null}

      <div className={styles.noPrint}>
        <Section heading={add.heading} intro={add.intro}>
          <StationPicker full={full} onAdd={(station) => addOne(station.id)} />
        </Section>
      </div>

      <Section
        heading={add.planHeading}
        intro={<span className={styles.noPrint}>{add.planIntro}</span>}
      >
        <div className={styles.map}>
          <Suspense fallback={null}>
            <CircuitMap
              route={plan.steps.map((step) => step.station)}
              onAdd={addOne}
              label={add.planHeading}
            />
          </Suspense>
        </div>
        <p className={`${styles.hint} ${styles.noPrint}`}>
          {say(add.notOnPlan, { stations: notOnPlan })}
        </p>
      </Section>
    </>
  );
}

/** The stations the plan does not draw, named once under it. */
const notOnPlan = new Intl.ListFormat(language.locale, { type: 'conjunction' }).format(
  circuitStations.filter((station) => !station.onPlan).map((station) => station.name),
);
