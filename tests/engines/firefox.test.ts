import { engineSuite } from './suite';

// The module build where the README puts it.
engineSuite('firefox', 'module:body-end');
