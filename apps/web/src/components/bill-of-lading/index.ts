export { BillOfLadingButton } from './bill-of-lading-button';
export { downloadBillOfLading } from './download-bill-of-lading';
