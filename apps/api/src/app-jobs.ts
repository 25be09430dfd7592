import type { AppDeps } from './app-deps.js';
import { installOrderEventHandlers } from './app-events.js';
import { authMailJob } from './features/auth/auth.mail-job.js';
import { orderMailJob } from './features/orders/orders.mail-job.js';
import { cancellationRefundJob } from './features/checkout/cancellation-refund.job.js';
import { paymentRefundJob } from './features/checkout/payment-refunds.service.js';
import { checkoutMailJob } from './features/checkout/checkout.emails.js';
import { loadDeliveryMailJob } from './features/loads/load-delivery.mail-job.js';
import { offerMailJob } from './features/offers/offers.mail-job.js';
import { orderRequestsMailJob } from './features/order-log/order-requests.mail-job.js';
import { loadMailJob } from './features/loads/loads.mail-job.js';
import { insuranceReminderMailJob, insuranceRemindersJob } from './features/accounts/insurance-reminders.job.js';
import { autoConfirmJob } from './features/reviews/reviews.auto-confirm.js';
import { operatorMailJob } from './features/notifications/operator-notices.js';
import { newsletterMailJob } from './features/newsletter/newsletter.mail-job.js';
import { autoDispatchMailJob } from './features/auto-dispatch/auto-dispatch.mail-job.js';
import { reconcilePaymentsJob } from './features/checkout/payment-reconciliation.service.js';
import { orphanFilesJob } from './features/files/orphan-files.job.js';
import { recordInspectionPhotoThumbnail } from './features/inspections/inspections.service.js';
import { recordLoadFileThumbnail } from './features/loads/load-delivery.service.js';
import { recordCarFileThumbnail } from './features/orders/cars.service.js';
import { recordReleaseFileThumbnail } from './features/orders/order-contacts.service.js';
import { adminOrderMailJob } from './features/admin-order-actions/admin-order-actions.mail-job.js';
import { thumbnailJob } from './platform/files/thumbnails.js';

/** Every kind of job the app runs, declared before the queue starts: this list shows every queue. */
export const registerJobs = (deps: AppDeps) => {
  installOrderEventHandlers();
  deps.jobs.register(authMailJob(deps));
  deps.jobs.register(orderMailJob(deps));
  deps.jobs.register(cancellationRefundJob(deps));
  deps.jobs.register(paymentRefundJob(deps));
  deps.jobs.register(checkoutMailJob(deps));
  deps.jobs.register(loadDeliveryMailJob(deps));
  deps.jobs.register(offerMailJob(deps));
  deps.jobs.register(orderRequestsMailJob(deps));
  deps.jobs.register(adminOrderMailJob(deps));
  deps.jobs.register(loadMailJob(deps));
  deps.jobs.register(insuranceRemindersJob(deps));
  deps.jobs.register(insuranceReminderMailJob(deps));
  deps.jobs.register(autoConfirmJob(deps));
  deps.jobs.register(autoDispatchMailJob(deps));
  deps.jobs.register(reconcilePaymentsJob(deps));
  deps.jobs.register(newsletterMailJob(deps));
  deps.jobs.register(operatorMailJob(deps));
  deps.jobs.register(
    thumbnailJob(deps, {
      car_file: recordCarFileThumbnail,
      release_file: recordReleaseFileThumbnail,
      load_file: recordLoadFileThumbnail,
      inspection_photo: recordInspectionPhotoThumbnail,
    }),
  );
  deps.jobs.register(orphanFilesJob(deps));
};
