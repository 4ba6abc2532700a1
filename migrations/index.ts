import * as migration_20261122_150024_initial from './20261122_150024_initial';
import * as migration_20261122_150100_booth_exclusion from './20261122_150100_booth_exclusion';
import * as migration_20261122_153940_booking_jobs from './20261122_153940_booking_jobs';

export const migrations = [
  {
    up: migration_20261122_150024_initial.up,
    down: migration_20261122_150024_initial.down,
    name: '20261122_150024_initial',
  },
  {
    up: migration_20261122_150100_booth_exclusion.up,
    down: migration_20261122_150100_booth_exclusion.down,
    name: '20261122_150100_booth_exclusion',
  },
  {
    up: migration_20261122_153940_booking_jobs.up,
    down: migration_20261122_153940_booking_jobs.down,
    name: '20261122_153940_booking_jobs'
  },
];
