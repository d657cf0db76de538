import { engineSuite } from './suite';

// The one-file build in <head> with defer.
engineSuite('webkit', 'iife:head-defer');
