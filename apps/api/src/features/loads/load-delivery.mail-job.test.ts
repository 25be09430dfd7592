import { describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { enqueueLoadDeliveryMail, loadDeliveredContent } from './load-delivery.mail-job.js';

const mail = { orderId: 7, orderNumber: 'RT-100107', userId: 3, cars: 2, deliveredAt: '2026-11-21', orderCompleted: true };

describe('the delivery email', () => {
  it('tells the customer in English which order was delivered and when', () => {
    const c = loadDeliveredContent(mail, 'http://routier.test/my-orders/7', 'Ana')('en');
    expect(c.subject).toBe('Order RT-100107 delivered');
    expect(c.paragraphs[0]).toBe('2 vehicles of your order RT-100107 were delivered on November 21, 2026.');
    expect(c.action).toEqual({ label: 'View the order', url: 'http://routier.test/my-orders/7' });
  });

  it('speaks French with French typography, and says when only part of the order arrived', () => {
    const c = loadDeliveredContent({ ...mail, cars: 1, orderCompleted: false }, 'http://routier.test/my-orders/7', null)('fr');
    expect(c.subject).toBe('Livraison pour la commande RT-100107');
    expect(c.greeting).toBe('Bonjour,');
    expect(c.paragraphs[0]).toBe('Un véhicule de votre commande RT-100107 a été livré le 21 novembre 2026.');
    expect(c.fallbackHint).toMatch(/\u00a0:$/);
  });
});

describe('the delivery email of a guest order', () => {
  it('goes to the email the guest gave, in his language, without a link to an order page he cannot open', async () => {
    const t = await buildTestApp();
    try {
      const [guest] = await t.db
        .insert(guests)
        .values({ email: 'lea@example.test', name: 'Léa Roy', locale: 'fr', tokenHash: 'x'.repeat(64) })
        .returning();
      await enqueueLoadDeliveryMail(t.deps, t.db, { ...mail, userId: null, guestId: guest.id });
      await t.drainJobs();
      const sent = t.lastMailTo('lea@example.test');
      expect(sent?.subject).toBe('Commande RT-100107 livrée');
      expect(sent?.text).toContain('Bonjour Léa,');
      expect(sent?.text).not.toContain('http');
    } finally {
      await t.close();
    }
  });
});
