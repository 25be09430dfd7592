import { LegalPage } from '../../../components/layouts/legal-page';

export const PrivacyPage = () => <LegalPage doc="privacy" />;
