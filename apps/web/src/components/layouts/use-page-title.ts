import { useEffect } from 'react';

const APP_NAME = 'Routier';

/** The tab's title for a page, in the current language: "My orders · Routier". Pass the translated name. */
export const usePageTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
};
