/** The flag the shop's templates have always used for an accepted cookie notice (spec section 9). */
export const COOKIE_FLAG = 'showCookiePush';
