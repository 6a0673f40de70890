import { createPlanStore, emptyPlan, planFromSearch } from '@alento/content';
import type { CircuitPlan } from '@alento/content';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** How the page came to hold the plan it shows. */
export type PlanOrigin = 'device' | 'link' | 'journey' | 'none';

export interface CircuitPlanState {
  plan: CircuitPlan;
  /** Replaces the plan; the previous one can be had back once with `undo`. */
  replace: (next: CircuitPlan) => void;
  /** Changes the plan in place (a step added, moved, removed or retimed). */
  update: (change: (plan: CircuitPlan) => CircuitPlan) => void;
  /** The plan before the last `replace`, or null. */
  previous: CircuitPlan | null;
  undo: () => void;
  /** Whether the device keeps the plan: null until the first write after loading. */
  kept: boolean | null;
  /** Where the plan came from when the page opened. */
  origin: PlanOrigin;
  /** The concierge's journey carried in the address, as a plan to begin from; null without one. */
  journey: CircuitPlan | null;
  /** False until the plan has been read from the address and the device. */
  ready: boolean;
}

/**
 * The guest's circuit. The prerendered page shows an empty one; once in the browser, a plan in
 * the address (a shared link) wins, then a journey carried from the concierge, then the copy
 * kept on the device. Every change after that is written back to the device.
 */
export function useCircuitPlan(search: string): CircuitPlanState {
  const store = useMemo(() => createPlanStore(), []);
  const [plan, setPlan] = useState<CircuitPlan>(() => emptyPlan());
  const [previous, setPrevious] = useState<CircuitPlan | null>(null);
  const [ready, setReady] = useState(false);
  const [kept, setKept] = useState<boolean | null>(null);
  const [origin, setOrigin] = useState<PlanOrigin>('none');
  const [journey, setJourney] = useState<CircuitPlan | null>(null);

  useEffect(() => {
    let current = true;
    const linked = planFromSearch(search);
    const stored = store.read();
    const settle = (carried: CircuitPlan | null) => {
      if (!current) return;
      setJourney(carried);
      if (linked) {
        setPlan(linked);
        setOrigin('link');
      } else if (carried && carried.steps.length > 0) {
        setPlan(carried);
        setOrigin('journey');
        // The guest's earlier circuit stays one Undo away.
        if (stored && stored.steps.length > 0) setPrevious(stored);
      } else if (stored) {
        setPlan(stored);
        setOrigin('device');
      }
      setReady(true);
    };
    // A journey travels as its mode, sequence, stations and touchless therapy (`journeyToSearch`).
    if (new URLSearchParams(search).has('stations'))
      // A journey that cannot be read, or whose reader cannot be fetched, leaves the kept plan.
      import('./carriedJourney.ts').then(
        ({ carriedJourney }) => settle(carriedJourney(search)),
        () => settle(null),
      );
    else settle(null);
    return () => {
      current = false;
    };
  }, [search, store]);

  useEffect(() => {
    if (ready) setKept(store.write(plan));
  }, [plan, ready, store]);

  const replace = useCallback(
    (next: CircuitPlan) => {
      setPrevious(plan);
      setPlan(next);
    },
    [plan],
  );
  const update = useCallback((change: (plan: CircuitPlan) => CircuitPlan) => {
    setPlan((current) => change(current));
    setPrevious(null);
  }, []);
  const undo = useCallback(() => {
    if (previous) setPlan(previous);
    setPrevious(null);
  }, [previous]);

  return { plan, replace, update, previous, undo, kept, origin, journey, ready };
}
