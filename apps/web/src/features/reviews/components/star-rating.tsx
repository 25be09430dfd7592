import { Rating, type RatingProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stars to read: one image named "4 out of 5 stars" for screen readers (fractions for averages). */
export const Stars = ({ value, size = 'md' }: { value: number; size?: RatingProps['size'] }) => {
  const { t } = useTranslation('reviews');
  return (
    <div role="img" aria-label={t('stars', { value: Math.round(value * 10) / 10 })} style={{ display: 'inline-flex' }}>
      <Rating value={value} fractions={10} readOnly size={size} color="yellow.7" />
    </div>
  );
};
