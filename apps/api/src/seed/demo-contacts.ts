import { OrderStatus } from '@routier/domain';
import type { OrderContactEnd } from '../features/orders/order-contacts.service.js';

const PEOPLE = [
  ['Sophie Tremblay', '416-555-0131'],
  ['Marc-André Gagnon', '514-555-0147'],
  ['Priya Patel', '905-555-0158'],
  ['Liam Chen', '604-555-0163'],
  ['Chloé Bouchard', '418-555-0172'],
  ['Daniel Okafor', '613-555-0186'],
  ['Émilie Roy', '819-555-0194'],
  ['Jonah Friedman', '403-555-0128'],
] as const;

const NOTES = [
  'Ask for the lot manager at the service entrance. Keys are in the lock box; code given by phone on the day of pickup.',
  'Receiving hours 8:00–17:00, Monday to Friday. Please call 30 minutes before arriving: the gate is kept closed. Parking for a car hauler is on the side street, not in front of the showroom. The vehicle must be dropped at bay 3, where our technician signs the bill of lading after a walk-around inspection.',
  null,
  'Résidence privée\u00a0: sonner à la porte arrière.',
] as const;

/** Orders the customer has filled step 4 for: everything but drafts before step 4, quotes and pending auto dispatch. */
export const hasDemoContacts = (status: OrderStatus) =>
  status !== OrderStatus.Draft && status !== OrderStatus.Quotes && status !== OrderStatus.AutoDispatchPending;

const email = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`;

/** The two ends of the i-th demo order, each with a person, and notes on some. */
export const demoContacts = (i: number): OrderContactEnd[] =>
  (['pickup', 'destination'] as const).map((type, k) => {
    const [name, phone] = PEOPLE[(i * 2 + k) % PEOPLE.length];
    return { type, name, email: email(name), phone, notes: NOTES[(i + k) % NOTES.length] };
  });
