import { engineSuite } from './suite';

// The one-file build where Bitrix's Asset::addJs() puts a script: in <head>, as written.
engineSuite('chromium', 'iife:head');
