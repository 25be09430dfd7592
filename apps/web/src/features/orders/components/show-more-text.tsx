import { useLayoutEffect, useRef, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTES_PREVIEW_LINES } from '@routier/domain';

/** Long notes show their first 3 lines and a show-more control (customer-side §2). */
export const ShowMoreText = ({ text, size = 'sm' }: { text: string; size?: 'xs' | 'sm' | 'md' }) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [text, expanded]);
  return (
    <div>
      <Text
        ref={ref}
        size={size}
        lineClamp={expanded ? undefined : NOTES_PREVIEW_LINES}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {text}
      </Text>
      {(overflows || expanded) && (
        <Anchor component="button" type="button" size="sm" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? t('order-page:details.showLess') : t('order-page:details.showMore')}
        </Anchor>
      )}
    </div>
  );
};
