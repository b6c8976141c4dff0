// The light build's entry (see ./start.tsx).
import { startLight } from './start';

startLight();
