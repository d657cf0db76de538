import { engineSuite } from './suite';

engineSuite('firefox');
