/**
 * Spec section 4: the buy card's 'Индивидуальный заказ' leaves in localStorage the options the
 * configurator preselects on its first and second steps, under these keys; the configurator reads
 * them once and forgets them, and clearing a saved configuration forgets them too. A module of its own,
 * without imports, so the buy card does not bring the saved configuration's schemas along.
 */
export const PRESELECT_KEYS = { first: 'firstStep', second: 'secondStep' } as const;
