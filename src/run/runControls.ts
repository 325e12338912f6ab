// Stage: run. What a command sets for the run of its files, besides the engines: the deadline the
// synchronous engines poll (--total-timeout), the progress hooks of long bounded work and of the
// exploration from a start position, and the terminal codes of a solved position. The CLI reaches
// them here, so that cli/ drives run/ and never the engines' folders.

export { onProgress, setDeadline, TimeLimitReached } from '../lang/deadline.js';
export { onExploreProgress } from '../solve/reachableProgress.js';
export { TERM_DRAW, TERM_LOSE, TERM_WIN } from '../game/game.js';
