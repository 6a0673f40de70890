import data from '../../data/pages/circuit/circuit.en-GB.json' with { type: 'json' };
import type { CircuitPageWords } from '../data/schemas/circuit-page.ts';

/**
 * The circuit planner's page (/circuit). Its sentences keep their placeholders: the page fills
 * them with the station, position and minutes of the moment, through `fillPlaceholders`.
 */
export const circuitPage: CircuitPageWords = data;
