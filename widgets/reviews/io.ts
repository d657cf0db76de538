import { track } from '../../shared/analytics/track';
import { addReview, loadMoreReviews } from '../../shared/api/reviews';
import { closePopup, openPopup } from '../../shared/store/popups';
import { toastError } from '../../shared/ui/toast';
import type { ReviewsIO } from './controller';

/** The reviews' I/O on a page: the shop's reviews API, its popups, toasts and analytics. */
export function pageReviewsIO(): ReviewsIO {
  return {
    loadMore: loadMoreReviews,
    addReview,
    trackReview: () => void track({ kind: 'goal', goal: 'review' }),
    toastError: (text) => toastError(text),
    openPopup,
    closePopup: (id) => closePopup(id),
  };
}
