import type { Tx } from '../db/client.js';
import { addPublishedChangelogs } from '../features/changelog/changelog.service.js';

const DAY = 86_400_000;

/** The newest entry opens the changelog pop-up once for each demo account. */
export const seedDemoChangelog = (tx: Tx, now: Date) =>
  addPublishedChangelogs({ db: tx }, [
    {
      title_en: 'Order transport in minutes',
      title_fr: 'Commandez un transport en quelques minutes',
      items: [
        {
          title_en: 'Instant prices',
          title_fr: 'Prix instantanés',
          description_en: 'Every shipping method is priced as soon as your vehicles are entered.',
          description_fr: 'Chaque mode de transport est chiffré dès que vos véhicules sont saisis.',
        },
      ],
      publishedAt: new Date(now.getTime() - 30 * DAY),
    },
    {
      title_en: 'Coupons and newsletter',
      title_fr: 'Coupons et infolettre',
      items: [
        {
          title_en: 'Your coupons in one place',
          title_fr: 'Vos coupons au même endroit',
          description_en: 'See available, used and expired coupons under My account → Coupons.',
          description_fr: 'Consultez vos coupons disponibles, utilisés et expirés sous Mon compte → Coupons.',
        },
        {
          title_en: '$100 off with the newsletter',
          title_fr: '100 $ de rabais avec l’infolettre',
          description_en: 'Dealers who sign up to the newsletter get a $100 coupon.',
          description_fr: 'Les concessionnaires inscrits à l’infolettre reçoivent un coupon de 100 $.',
        },
      ],
      publishedAt: new Date(now.getTime() - 2 * DAY),
    },
  ]);
