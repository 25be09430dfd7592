import { LegalPage } from '../../../components/layouts/legal-page';

export const TermsPage = () => <LegalPage doc="terms" />;
