import { circuitStations } from '@alento/content';
import type { CircuitStation, RoundKind } from '@alento/content';
import * as styles from './Circuit.css.ts';
import { minutesText, say, words } from './words.ts';

const { add, kinds } = words;
const kindOrder: readonly RoundKind[] = ['heat', 'cool', 'rest'];
const byKind = kindOrder.map((kind) => ({
  kind,
  stations: circuitStations.filter((station) => station.kind === kind),
}));

export interface StationPickerProps {
  onAdd: (station: CircuitStation) => void;
  /** True when the circuit holds as many stations as it can. */
  full: boolean;
}

/** Every station a circuit may hold, by kind of round, each with its button to add it. */
export function StationPicker({ onAdd, full }: StationPickerProps) {
  return (
    <div className={styles.picker}>
      {byKind.map(({ kind, stations }) => (
        <section key={kind} className={styles.pickerGroup} aria-labelledby={`circuit-add-${kind}`}>
          <h3 id={`circuit-add-${kind}`} className={styles.pickerHeading}>
            {kinds[kind]}
          </h3>
          <ul className={styles.pickerList}>
            {stations.map((station) => (
              <li key={station.id} className={styles.pickerItem}>
                <span className={styles.pickerName}>
                  {station.name}
                  <span className={styles.pickerMinutes}>
                    {minutesText(station.defaultMinutes)}
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.add}
                  aria-label={say(add.addStation, { station: station.name })}
                  aria-disabled={full || undefined}
                  onClick={() => onAdd(station)}
                >
                  {add.button}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
