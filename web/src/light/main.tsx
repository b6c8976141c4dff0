// The light build's entry (see ./start.tsx).
import { startLight } from './start';

// In a task of its own: with the evaluation of React's modules it made one long task.
setTimeout(startLight, 0);
