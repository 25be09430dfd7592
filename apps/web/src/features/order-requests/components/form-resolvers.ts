import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

export const reportResolver = (today: string) => lazyZodResolver(() => schemas().then((m) => m.reportFormSchema(today)));
export const cancelRequestResolver = lazyZodResolver(() => schemas().then((m) => m.CancelRequestInputSchema));
