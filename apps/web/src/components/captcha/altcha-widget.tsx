import 'altcha';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** the solved payload (base64), or null while unsolved or expired */
  onChange: (payload: string | null) => void;
};

type StateDetail = { state: string; payload?: string };

/**
 * The ALTCHA captcha (self-hosted proof of work: the browser solves the server's challenge from
 * /api/guests/captcha; no third party). Loaded lazily: the web component is registered by the import.
 */
export const AltchaWidget = ({ onChange }: Props) => {
  const { t } = useTranslation('wizard');
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handle = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      onChange(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', handle);
    return () => el.removeEventListener('statechange', handle);
  }, [onChange]);

  const strings = JSON.stringify({
    label: t('captcha.label'),
    verified: t('captcha.verified'),
    verifying: t('captcha.verifying'),
    waitAlert: t('captcha.verifying'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    verificationRequired: t('captcha.required'),
  });
  return <altcha-widget ref={ref} challengeurl="/api/guests/captcha" hidelogo hidefooter strings={strings} />;
};
