import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { awaitsRating, type OrderDetail } from '@routier/domain';
import { useNamespace } from '../../../lib/use-namespace';

const AskRating = lazy(() => import('./order-rating-content').then((m) => ({ default: m.AskRating })));
const GivenRating = lazy(() => import('./order-rating-content').then((m) => ({ default: m.GivenRating })));
const placeholder = <Skeleton height={72} radius="md" />;

/**
 * The order page's rating: on a completed order without a rating the modal opens by itself and a "Leave
 * feedback" button stays (customer side §2); once rated, the stars and feedback the customer left.
 */
export const OrderRatingPanel = ({ order }: { order: Pick<OrderDetail, 'id' | 'status' | 'ratings' | 'user'> }) => {
  const ready = useNamespace('reviews');
  const pending = awaitsRating(order) && !order.user.deleted_at;
  // the modal opens once by itself when the page shows an order awaiting its rating
  const [opened, setOpened] = useState(pending);
  const rating = order.ratings[0];
  if (!pending && !rating) return null;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {rating ? <GivenRating rating={rating} /> : <AskRating orderId={order.id} opened={opened} onOpen={setOpened} />}
    </Suspense>
  );
};
