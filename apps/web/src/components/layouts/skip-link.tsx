import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop of every page: jumps over the header to the page's content. */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
      {t('common:skipToContent')}
    </a>
  );
};
